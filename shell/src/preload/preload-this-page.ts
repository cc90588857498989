// The first thing the shell does when its script runs, before React and the rest are evaluated:
// ask for the files this page's remotes will need (their manifests came with the page as
// preloads), so that they download while the shell starts up and the runtime finds them there.
// Not earlier: beside the main script they would split the slow connection it needs first.
import type { RemoteModuleId } from '../federation/remote-loader';
import { readInitialSession } from '../app/initial-session';
import { firstModulesFor } from '../app/routes';
import { readPageAppConfig, type RemoteEntry } from '../federation/app-config';
import { splitModuleId } from '../federation/module-id';
import { fetchManifestForShell } from './manifest-handoff';
import { remoteAssetUrls } from './remote-assets';

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
}

function preloadModule(id: RemoteModuleId, remotes: RemoteEntry[]): void {
  const { remote: remoteName, expose: exposeName } = splitModuleId(id);
  const remote = remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) return;
  fetchManifestForShell(remote.entry)
    .then((text) => remoteAssetUrls(JSON.parse(text), new URL(remote.entry, window.location.href).href, exposeName).forEach(preloadScript))
    // A hint only: the runtime loads (and reports) the remote as usual.
    .catch(() => undefined);
}

/** Starts the downloads of the remote files the page opened at this location needs first. */
export function preloadThisPage(): void {
  let remotes: RemoteEntry[] | undefined;
  try {
    // The dev server's page carries no configuration: nothing to preload from.
    remotes = readPageAppConfig()?.remotes;
  } catch {
    // The shell reports a configuration it cannot read; a hint has nothing to add.
    return;
  }
  if (!remotes) return;
  for (const id of firstModulesFor(window.location.pathname, readInitialSession() !== undefined)) preloadModule(id, remotes);
}
