import { REMOTE_NAMES } from '@citypass/contracts';
import type { RegistryState } from '../registry-state';
import type { RegistryStore } from './registry-store';

/** The kinds of change between two registries: each history entry added (promote, rollback, canary, canary-stop), `register` for each version listed. */
export function changeKinds(before: RegistryState, after: RegistryState): string[] {
  return REMOTE_NAMES.flatMap((name) => {
    const was = before.remotes[name];
    const now = after.remotes[name];
    const registered = Array.from({ length: Math.max(0, now.published.length - was.published.length) }, () => 'register');
    return [...registered, ...now.history.slice(was.history.length).map((entry) => entry.action)];
  });
}

/** The store, telling `count` the kind of every change made through it once the change is stored. */
export function countingChanges(store: RegistryStore, count: (kind: string) => void): RegistryStore {
  return {
    read: () => store.read(),
    current: () => store.current(),
    caughtUp: () => store.caughtUp(),
    close: () => store.close(),
    async update(change) {
      // A shared store may apply the change more than once (retrying a conflict): the last one is what was stored.
      let kinds: string[] = [];
      const stored = await store.update((state) => {
        const next = change(state);
        kinds = changeKinds(state, next);
        return next;
      });
      kinds.forEach(count);
      return stored;
    },
  };
}
