import { createRoot } from 'react-dom/client';
import { SessionProvider } from '@citypass/mf-auth/src/session/SessionProvider';
import { brandThemes, isBrandName } from '@citypass/shared-ui/src/theme/brands';
import { loadTagManager } from '@citypass/shared-ui/src/platform/analytics';
import { App } from '@citypass/shell/src/app/App';
import { fetchAppConfig } from '@citypass/shell/src/federation/app-config';
import { renderImportedPage } from './pages';

// The shell's bootstrap without federation: the session provider and pages are imported.
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const config = await fetchAppConfig();
  loadTagManager(config.analyticsId ?? undefined);
  const theme = brandThemes[isBrandName(config.brand) ? config.brand : 'legacy'];
  root.render(
    <App theme={theme} contactUrl={config.contactUrl} SessionBoundary={SessionProvider} renderPage={renderImportedPage} />,
  );
}

void start();
