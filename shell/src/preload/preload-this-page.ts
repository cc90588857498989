// The first thing the shell does when its script runs, before React and the rest are evaluated:
// ask for the files this page's remotes need first, which the page names (read from the remotes'
// manifests by the BFF), so that they download while the shell starts up and the runtime finds
// them there. Not earlier: beside the main script they would split the slow connection it needs.
import { PAGE_DATA_ELEMENT_IDS, type RemoteFilesByName, type RemoteName } from '@citypass/shared-ui/contracts';
import { checkRemoteFiles } from '@citypass/shared-ui/src/platform/contract-checks';
import { readInitialSession } from '../app/initial-session';
import { firstModulesFor } from '../app/routes';
import { readPageAppConfig } from '../federation/app-config';
import { splitModuleId } from '../federation/module-id';
import { readPageData } from '../federation/page-data';
import { fetchManifestForShell } from './manifest-handoff';

/** Where the BFF names, per remote, its entry and the scripts each exposed module needs at once. */
export const REMOTE_FILES_ELEMENT_ID = PAGE_DATA_ELEMENT_IDS.remoteFiles;

const isWebAddress = (value: string): boolean => /^https?:\/\//.test(value);

function filesOf(named: RemoteFilesByName, remote: RemoteName, expose: string): string[] {
  const files = named[remote];
  if (!files) return [];
  return [files.entry, ...(files.exposes[expose] ?? [])].filter(isWebAddress);
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
}

/** Starts the downloads of what the page opened at this location needs first from its remotes. */
export function preloadThisPage(): void {
  try {
    // The dev server's page carries no configuration: nothing to preload from.
    const remotes = readPageAppConfig()?.remotes;
    if (!remotes) return;
    const named = checkRemoteFiles(readPageData(REMOTE_FILES_ELEMENT_ID));
    const modules = firstModulesFor(window.location.pathname, readInitialSession() !== undefined).map(splitModuleId);
    for (const { remote, expose } of modules) filesOf(named, remote, expose).forEach(preloadScript);
    // The runtime takes this reading of each manifest (the page preloaded it) instead of another.
    for (const remote of remotes) {
      if (modules.some((module) => module.remote === remote.name)) fetchManifestForShell(remote.entry).catch(() => undefined);
    }
  } catch {
    // Hints only: the shell reports a page it cannot read, and the runtime loads remotes as usual.
  }
}
