import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { BrandTheme } from '../theme/brand-theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ErrorStoreProvider } from './errors-store';
import { LoadingProvider } from './loading';
import { NotificationProvider } from './notifications';

/** The providers every host supplies: the shell and each remote's standalone dev host alike. */
export function PlatformProviders({ brand, children }: { brand: BrandTheme; children: ReactNode }) {
  return (
    <ThemeProvider theme={brand}>
      <GlobalStyle />
      <NotificationProvider>
        <ErrorStoreProvider>
          <LoadingProvider>{children}</LoadingProvider>
        </ErrorStoreProvider>
      </NotificationProvider>
    </ThemeProvider>
  );
}
