// The shell's first script, small and free of React and of the federation runtime: it runs while
// the main script still downloads, and asks the browser for the files this page's remotes will
// need (their manifests came with the page), so that the runtime finds them already there.
import type { RemoteModuleId } from '../federation/remote-loader';
import { routeForLocation } from '../app/routes';
import { CONFIG_ELEMENT_ID, parseAppConfig, type RemoteEntry } from '../federation/app-config';
import { readPageData } from '../federation/page-data';
import { fetchManifestForShell } from './manifest-handoff';
import { remoteAssetUrls } from './remote-assets';

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

function preloadModule(id: RemoteModuleId, remotes: RemoteEntry[]): void {
  const [remoteName, exposeName] = id.split('/') as [string, string];
  const remote = remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) return;
  fetchManifestForShell(remote.entry)
    .then((text) => remoteAssetUrls(JSON.parse(text), new URL(remote.entry, window.location.href).href, exposeName).forEach(preloadScript))
    // A hint only: the runtime loads (and reports) the remote as usual.
    .catch(() => undefined);
}

function preloadThisPage(): void {
  let remotes: RemoteEntry[];
  try {
    const inline = readPageData(CONFIG_ELEMENT_ID);
    // The dev server's page carries no configuration: nothing to preload from.
    if (inline === undefined) return;
    remotes = parseAppConfig(inline).remotes;
  } catch {
    // The shell reports a configuration it cannot read; a hint has nothing to add.
    return;
  }
  preloadModule('auth/SessionProvider', remotes);
  const route = routeForLocation(window.location.pathname);
  if (route) preloadModule(route.page, remotes);
}

preloadThisPage();
