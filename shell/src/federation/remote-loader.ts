import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteName } from './app-config';

const registered = new Map<RemoteName, RemoteEntry>();

/** Fired on window whenever a remote module has loaded. */
export const REMOTE_LOADED_EVENT = 'citypass:remote-loaded';

export function registerDeploymentRemotes(remotes: RemoteEntry[]): void {
  for (const remote of remotes) registered.set(remote.name, remote);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly moduleName: string,
    cause: unknown,
  ) {
    super(`The ${remote} remote could not load ${moduleName}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads an exposed module of a remote. After a failure, `fresh` re-registers the remote with
 * `force`, which drops the runtime's cached (failed) entry so that a retry really refetches it.
 */
export async function loadRemoteModule<T>(remote: RemoteName, moduleName: string, fresh = false): Promise<T> {
  const entry = registered.get(remote);
  if (!entry) throw new RemoteLoadError(remote, moduleName, new Error('remote not in the registry'));
  if (fresh) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  try {
    const module = await loadRemote<T>(`${remote}/${moduleName}`);
    if (!module) throw new Error('empty module');
    window.dispatchEvent(new Event(REMOTE_LOADED_EVENT));
    return module;
  } catch (error) {
    throw new RemoteLoadError(remote, moduleName, error);
  }
}

/** Warms a remote's entry and the chunks of one exposed module, ahead of navigation. */
export function prefetchRemote(remote: RemoteName, moduleName: string): void {
  if (!registered.has(remote)) return;
  preloadRemote([{ nameOrAlias: remote, exposes: [moduleName] }]).catch(() => {
    // Prefetching is best effort: the real navigation reports a failure in its own region.
  });
}
