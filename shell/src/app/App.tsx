import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { INFO_ROUTES, type AccessibilityStatement } from '@citypass/contracts';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { infoPages, type InfoContent } from '../pages/info/info-content';
import { Layout } from './Layout';
import { remoteRoutes, type RemoteRoute } from './routes';

// The statement, the footer's pages and their texts load when one is opened: no other page's
// first load carries them.
const AccessibilityPage = lazy(() => import(/* webpackChunkName: "accessibility-statement" */ '../pages/accessibility/AccessibilityPage'));
const LazyInfoPage = lazy(() => import(/* webpackChunkName: "info-pages" */ '../pages/info/InfoPage'));

function PageLoading() {
  const t = sharedTexts.useT();
  return <Spinner label={t('spinner.loading')} />;
}

function InfoPage({ content }: { content: InfoContent }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyInfoPage content={content} />
    </Suspense>
  );
}

interface Props {
  theme: BrandTheme;
  links: DeploymentLinks;
  /** The city's accessibility statement's facts (its contact, its review day). */
  accessibility: AccessibilityStatement;
  /** How a remote's page is rendered: through federation, or imported directly in a monolith build. */
  renderPage: (route: RemoteRoute) => ReactNode;
  /** Supplies the session context (the auth remote's provider). */
  SessionBoundary: ComponentType<{ children: ReactNode }>;
}

export function App({ theme, links, accessibility, renderPage, SessionBoundary }: Props) {
  return (
    <PlatformProviders brand={theme} links={links}>
      <BrowserRouter>
        <SessionBoundary>
          <Layout>
            <Routes>
              {remoteRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={renderPage(route)} />
              ))}
              <Route path={INFO_ROUTES.about} element={<InfoPage content={infoPages.about} />} />
              <Route path={INFO_ROUTES.terms} element={<InfoPage content={infoPages.terms} />} />
              <Route path={INFO_ROUTES.privacy} element={<InfoPage content={infoPages.privacy} />} />
              <Route
                path={INFO_ROUTES.accessibility}
                element={
                  <Suspense fallback={<PageLoading />}>
                    <AccessibilityPage statement={accessibility} />
                  </Suspense>
                }
              />
              <Route path="*" element={<InfoPage content={infoPages.notFound} />} />
            </Routes>
          </Layout>
        </SessionBoundary>
      </BrowserRouter>
    </PlatformProviders>
  );
}
