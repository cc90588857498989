import { loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import { REMOTE_NAMES, splitModuleId, type RemoteEntry, type RemoteFilesByName, type RemoteName } from '@citypass/contracts';
import { moduleScripts, preloadScript } from './module-scripts';

const registered = new Map<RemoteName, RemoteEntry>();
let namedFiles: RemoteFilesByName = {};
const loaded = new Set<RemoteName>();

/** Fired on window whenever a remote module has loaded. */
export const REMOTE_LOADED_EVENT = 'citypass:remote-loaded';

/** Registers each remote by its entry script; `files` are what the page names of each remote's build. */
export function registerDeploymentRemotes(remotes: RemoteEntry[], files: RemoteFilesByName): void {
  for (const remote of remotes) registered.set(remote.name, remote);
  namedFiles = files;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** The entry script this page registered for a remote. */
export const registeredEntryOf = (remote: RemoteName): string | undefined => registered.get(remote)?.entry;

/** The remotes a module has loaded from on this page, in the order of REMOTE_NAMES. */
export const loadedRemotes = (): RemoteName[] => REMOTE_NAMES.filter((name) => loaded.has(name));

export type RemoteModuleId = keyof RemoteModules;

export class RemoteLoadError extends Error {
  constructor(
    readonly id: RemoteModuleId,
    cause: unknown,
  ) {
    super(`The remote module ${id} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads an exposed module of a remote. After a failure, `fresh` re-registers the remote with
 * `force`, which drops the runtime's cached (failed) entry so that a retry really refetches it.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id, fresh = false): Promise<RemoteModules[Id]> {
  const entry = registered.get(splitModuleId(id).remote);
  if (!entry) throw new RemoteLoadError(id, new Error('remote not in the registry'));
  if (fresh) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  try {
    const module = await loadRemote<RemoteModules[Id]>(id);
    if (!module) throw new Error('empty module');
    loaded.add(entry.name);
    window.dispatchEvent(new Event(REMOTE_LOADED_EVENT));
    return module;
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
}

/**
 * Warms a remote's entry and the scripts the page names for one exposed module, ahead of their
 * use. Best effort: the module's load reports a failure in its own region.
 */
export function prefetchRemote(id: RemoteModuleId): void {
  const { remote, expose } = splitModuleId(id);
  moduleScripts(registered.get(remote)?.entry, namedFiles[remote], expose).forEach(preloadScript);
}

/**
 * Starts loading shared modules the shell provides in a chunk of their own, so that a page needing
 * them does not ask for them only once its own modules have arrived.
 */
export function startSharedModules(names: readonly string[]): void {
  for (const name of names) {
    loadShare(name).catch(() => {
      // Best effort as well: the module that needs them asks again and reports a failure itself.
    });
  }
}
