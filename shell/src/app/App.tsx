import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { InfoPage } from '../pages/InfoPage';
import { infoPages } from '../pages/info-content';
import { Layout } from './Layout';
import { releasesPagePath, remoteRoutes, type RemoteRoute } from './routes';

// Only teams open it: visitors never download it.
const ReleasesPage = lazy(() => import('../releases-page/ReleasesPage').then(({ ReleasesPage }) => ({ default: ReleasesPage })));

interface Props {
  theme: BrandTheme;
  links: DeploymentLinks;
  /** How a remote's page is rendered: through federation, or imported directly in a monolith build. */
  renderPage: (route: RemoteRoute) => ReactNode;
  /** Supplies the session context (the auth remote's provider). */
  SessionBoundary: ComponentType<{ children: ReactNode }>;
}

export function App({ theme, links, renderPage, SessionBoundary }: Props) {
  return (
    <PlatformProviders brand={theme} links={links}>
      <BrowserRouter>
        <Routes>
          <Route
            path={releasesPagePath}
            element={
              <Suspense fallback={<Spinner />}>
                <ReleasesPage />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <SessionBoundary>
                <Layout>
                  <Routes>
                    {remoteRoutes.map((route) => (
                      <Route key={route.path} path={route.path} element={renderPage(route)} />
                    ))}
                    <Route path="/about" element={<InfoPage content={infoPages.about} />} />
                    <Route path="/terms" element={<InfoPage content={infoPages.terms} />} />
                    <Route path="/privacy" element={<InfoPage content={infoPages.privacy} />} />
                    <Route path="*" element={<InfoPage content={infoPages.notFound} />} />
                  </Routes>
                </Layout>
              </SessionBoundary>
            }
          />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>
  );
}
