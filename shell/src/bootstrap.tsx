import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { loadTagManager } from '@citypass/shared-ui/platform/analytics';
import { takeMagicLinkToken } from '@citypass/shared-ui/platform/magic-link-token';
import { offerLanguages, setMissingReporter } from '@citypass/shared-ui/platform/i18n';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { App } from './app/App';
import { DeferredSessionProvider } from './app/DeferredSessionProvider';
import { RemoteRegion } from './federation/RemoteRegion';
import { remoteFailureKind } from './federation/remote-failure';
import { remoteHealth } from './federation/remote-health';
import { loadRemoteModule } from './federation/remote-loader';
import { shellTexts } from './i18n/shell-texts';
import { reportMissingText } from './i18n/missing-texts';
import { whenVisitorActsOrPageSettles } from './app/visitor-or-settled';
import { deploymentLinksOf } from './page-data';
import { pageStart } from './preload/start';

// The provider renders as soon as it has loaded: its load is the auth remote's outcome when it comes first.
const loadSessionProvider = () =>
  loadRemoteModule('auth/SessionProvider').then(
    (module) => {
      remoteHealth.started('auth');
      return module;
    },
    (error: unknown) => {
      remoteHealth.failed('auth', remoteFailureKind('auth', error));
      throw error;
    },
  );

async function start() {
  // First of all: the router, analytics and the sign-in guard never see a magic-link token.
  const magicLinkToken = takeMagicLinkToken();
  const root = createRoot(document.getElementById('root')!);
  try {
    // The remotes are registered and this location's modules loading, while React renders.
    const { config, session: initialSession } = await pageStart;
    offerLanguages(config.languages);
    setMissingReporter(reportMissingText);
    // The page's language first (its files are among the page's first downloads): no text flashes in another.
    await Promise.all([sharedTexts.ready(), shellTexts.ready()]);
    loadTagManager(config.analyticsId ?? undefined);
    // Once the page has settled, from a chunk of its own: nothing of it is needed for the first
    // paint. Only a production build has a service worker; a dev server's page removes one a
    // production run left.
    whenVisitorActsOrPageSettles(
      () => void import('./offline/offline-app').then(({ keepAppOffline }) => keepAppOffline(config.offline && process.env.NODE_ENV === 'production')),
    );
    const theme = brandTheme(config.theme);
    const SessionBoundary = ({ children }: { children: ReactNode }) => (
      <DeferredSessionProvider initialSession={initialSession} magicLinkToken={magicLinkToken} loadProvider={loadSessionProvider}>
        {children}
      </DeferredSessionProvider>
    );
    root.render(
      <App
        theme={theme}
        links={deploymentLinksOf(config)}
        accessibility={config.accessibility}
        SessionBoundary={SessionBoundary}
        renderPage={(route) => <RemoteRegion page={route.page} name={route.name} />}
      />,
    );
  } catch (error) {
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = startFailure();
    document.getElementById('root')!.replaceChildren(message);
  }
}

/** In the page's language when the shell's texts arrived, in English when not even they could. */
function startFailure(): string {
  try {
    return shellTexts.text('start.failed');
  } catch {
    return 'City Pass Bookings could not start. Please check your connection and reload the page.';
  }
}

void start();
