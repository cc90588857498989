import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionProvider } from '@citypass/mf-auth/src/session/SessionProvider';
import { brandThemes, isBrandName } from '@citypass/shared-ui/src/theme/brands';
import { loadTagManager } from '@citypass/shared-ui/src/platform/analytics';
import { App } from '@citypass/shell/src/app/App';
import { readInitialSession } from '@citypass/shell/src/app/initial-session';
import { loadAppConfig } from '@citypass/shell/src/federation/app-config';
import { renderImportedPage } from './pages';

// The shell's bootstrap without federation: the session provider and pages are imported; the
// configuration and session come from the page, as the shell's do.
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const config = await loadAppConfig();
  loadTagManager(config.analyticsId ?? undefined);
  const theme = brandThemes[isBrandName(config.brand) ? config.brand : 'legacy'];
  const initialSession = readInitialSession();
  const SessionBoundary = ({ children }: { children: ReactNode }) => <SessionProvider session={initialSession}>{children}</SessionProvider>;
  root.render(
    <App theme={theme} contactUrl={config.contactUrl} SessionBoundary={SessionBoundary} renderPage={renderImportedPage} />,
  );
}

void start();
