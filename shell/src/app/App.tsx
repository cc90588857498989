import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders } from '@citypass/shared-ui/src/platform/PlatformProviders';
import type { BrandTheme } from '@citypass/shared-ui/src/theme/brand-theme';
import { RemoteRegion } from '../federation/RemoteRegion';
import { InfoPage } from '../pages/InfoPage';
import { infoPages } from '../pages/info-content';
import { Layout } from './Layout';
import { RemoteSessionProvider } from './RemoteSessionProvider';
import { remoteRoutes } from './routes';

export function App({ theme, contactUrl }: { theme: BrandTheme; contactUrl: string }) {
  return (
    <PlatformProviders brand={theme}>
      <BrowserRouter>
        <RemoteSessionProvider>
          <Layout contactUrl={contactUrl}>
            <Routes>
              {remoteRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RemoteRegion remote={route.remote} module={route.module} label={route.label} />}
                />
              ))}
              <Route path="/about" element={<InfoPage content={infoPages.about} />} />
              <Route path="/terms" element={<InfoPage content={infoPages.terms} />} />
              <Route path="/privacy" element={<InfoPage content={infoPages.privacy} />} />
              <Route path="*" element={<InfoPage content={infoPages.notFound} />} />
            </Routes>
          </Layout>
        </RemoteSessionProvider>
      </BrowserRouter>
    </PlatformProviders>
  );
}
