import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { loadTagManager } from '@citypass/shared-ui/platform/analytics';
import { offerLanguages } from '@citypass/shared-ui/platform/i18n';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { App } from '@citypass/shell/app/App';
import { DeferredSessionProvider } from '@citypass/shell/app/DeferredSessionProvider';
import { shellTexts } from '@citypass/shell/i18n/shell-texts';
import { deploymentLinksOf, fetchAppConfig, readPageData } from '@citypass/shell/page-data';
import { renderImportedPage } from './pages';

// The shell's bootstrap without federation: the session provider and pages are imported (as
// chunks of their own, loaded when the shell would load them); the configuration and session
// come from the page, as the shell's do, and the page's language is loaded before the first render.
const loadSessionProvider = () => import('@citypass/mf-auth/session/SessionProvider');

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const page = readPageData();
  const config = page.config ?? (await fetchAppConfig());
  // The same languages as the shell, loaded the same way before the first render.
  offerLanguages(config.languages);
  await Promise.all([sharedTexts.ready(), shellTexts.ready()]);
  loadTagManager(config.analyticsId ?? undefined);
  const theme = brandTheme(config.theme);
  const initialSession = page.session;
  const SessionBoundary = ({ children }: { children: ReactNode }) => (
    <DeferredSessionProvider initialSession={initialSession} loadProvider={loadSessionProvider}>
      {children}
    </DeferredSessionProvider>
  );
  root.render(
    <App theme={theme} links={deploymentLinksOf(config)} accessibility={config.accessibility} SessionBoundary={SessionBoundary} renderPage={renderImportedPage} />,
  );
}

void start();
