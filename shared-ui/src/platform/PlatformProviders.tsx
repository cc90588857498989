import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { GlobalStyle } from '@citypass/shared-ui/theme/GlobalStyle';
import { DeploymentLinksProvider, type DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { ErrorStoreProvider } from '@citypass/shared-ui/platform/errors-store';
import { LoadingProvider } from '@citypass/shared-ui/platform/loading';
import { NotificationProvider } from '@citypass/shared-ui/platform/notifications';

/** The providers every host supplies: the shell and each remote's standalone dev host alike. */
export function PlatformProviders({ brand, links, children }: { brand: BrandTheme; links: DeploymentLinks; children: ReactNode }) {
  return (
    <ThemeProvider theme={brand}>
      <GlobalStyle />
      <DeploymentLinksProvider links={links}>
        <NotificationProvider>
          <ErrorStoreProvider>
            <LoadingProvider>{children}</LoadingProvider>
          </ErrorStoreProvider>
        </NotificationProvider>
      </DeploymentLinksProvider>
    </ThemeProvider>
  );
}
