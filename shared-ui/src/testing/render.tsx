import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders } from '../platform/PlatformProviders';
import { brandThemes } from '../theme/brands';
import type { BrandTheme } from '../theme/brand-theme';

export interface PlatformRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  brand?: BrandTheme;
  /** Initial router entries; the first is the current page. */
  route?: string;
}

/** Renders inside the same providers as the shell, plus a memory router. */
export function renderWithPlatform(ui: ReactElement, { brand = brandThemes.legacy, route = '/', ...options }: PlatformRenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders brand={brand}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </PlatformProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
