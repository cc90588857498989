import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { INFO_ROUTES, type AccessibilityStatement } from '@citypass/contracts';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { AccessibilityPage } from '../pages/AccessibilityPage';
import { InfoPage } from '../pages/InfoPage';
import { infoPages } from '../pages/info-content';
import { Layout } from './Layout';
import { remoteRoutes, type RemoteRoute } from './routes';

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
              <Route path={INFO_ROUTES.accessibility} element={<AccessibilityPage statement={accessibility} />} />
              <Route path="*" element={<InfoPage content={infoPages.notFound} />} />
            </Routes>
          </Layout>
        </SessionBoundary>
      </BrowserRouter>
    </PlatformProviders>
  );
}
