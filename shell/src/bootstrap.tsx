import { createRoot } from 'react-dom/client';
import { brandThemes, isBrandName } from '@citypass/shared-ui/src/theme/brands';
import { loadTagManager } from '@citypass/shared-ui/src/platform/analytics';
import { App } from './app/App';
import { RemoteSessionProvider } from './app/RemoteSessionProvider';
import { RemoteRegion } from './federation/RemoteRegion';
import { fetchAppConfig } from './federation/app-config';
import { registerDeploymentRemotes } from './federation/remote-loader';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchAppConfig();
    registerDeploymentRemotes(config.remotes);
    loadTagManager(config.analyticsId ?? undefined);
    const theme = brandThemes[isBrandName(config.brand) ? config.brand : 'legacy'];
    root.render(
      <App
        theme={theme}
        contactUrl={config.contactUrl}
        SessionBoundary={RemoteSessionProvider}
        renderPage={(route) => <RemoteRegion page={route.page} label={route.label} />}
      />,
    );
  } catch (error) {
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'City Pass Bookings could not start. Please check your connection and reload the page.';
    document.getElementById('root')!.replaceChildren(message);
  }
}

void start();
