import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
// From react-router itself: the product's narrowed react-router-dom leaves out what only tests use.
import { MemoryRouter } from 'react-router';
import type { DeploymentLinks } from '../platform/deployment-links';
import { PlatformProviders } from '../platform/PlatformProviders';
import { TEST_THEME } from './test-cities';
import type { BrandTheme } from '../theme/brand-theme';

/** The deployment links a test renders with unless it gives its own. */
export const TEST_DEPLOYMENT_LINKS: DeploymentLinks = {
  contact: 'https://www.citypass.test/contact',
  customerServices: 'https://www.citypass.test/customer-services',
};

interface PlatformRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  brand?: BrandTheme;
  links?: DeploymentLinks;
  /** Initial router entries; the first is the current page. */
  route?: string;
}

/** Renders inside the same providers as the shell, plus a memory router. */
export function renderWithPlatform(
  ui: ReactElement,
  { brand = TEST_THEME, links = TEST_DEPLOYMENT_LINKS, route = '/', ...options }: PlatformRenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders brand={brand} links={links}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </PlatformProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
