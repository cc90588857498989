// The shell's first script, small and free of React and of the federation runtime: it runs while
// the main script still downloads, and finds the files this page's remotes will need (their
// manifests came with the page), so that they download as soon as the shell runs and the runtime
// finds them already there.
import type { RemoteModuleId } from '../federation/remote-loader';
import { readInitialSession } from '../app/initial-session';
import { firstModulesFor } from '../app/routes';
import { readPageAppConfig, type RemoteEntry } from '../federation/app-config';
import { splitModuleId } from '../federation/module-id';
import { fetchManifestForShell } from './manifest-handoff';
import { remoteAssetUrls } from './remote-assets';
import { downloadWhenShellRuns } from './script-downloads';

function preloadModule(id: RemoteModuleId, remotes: RemoteEntry[]): void {
  const { remote: remoteName, expose: exposeName } = splitModuleId(id);
  const remote = remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) return;
  fetchManifestForShell(remote.entry)
    .then((text) => remoteAssetUrls(JSON.parse(text), new URL(remote.entry, window.location.href).href, exposeName).forEach(downloadWhenShellRuns))
    // A hint only: the runtime loads (and reports) the remote as usual.
    .catch(() => undefined);
}

function preloadThisPage(): void {
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

preloadThisPage();
