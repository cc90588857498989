import { stopCanary } from '../canary-state';
import type { RegistryStore } from '../registry-store/registry-store';
import { AUTOMATIC_TEAM, type CanaryControl } from './automatic-stop';

/** The release registry's canaries, for the automatic stop: read fresh, stopped as an atomic change. */
export function registryCanaries(registry: RegistryStore, now: () => Date = () => new Date()): CanaryControl {
  return {
    async current(remote) {
      const { canary, promoted, history } = (await registry.read()).remotes[remote];
      if (canary === null) return null;
      // The run is where this canary was last started (or its share changed) in the history.
      const run = history.findLastIndex((entry) => entry.action === 'canary' && entry.to === canary.version);
      return { canary: canary.version, stable: promoted, run };
    },
    async stop(remote, version, reason) {
      // A canary changed meanwhile (stopped, promoted, another version) is left as the team left it.
      await registry.update((state) =>
        state.remotes[remote].canary?.version === version ? stopCanary(state, remote, { team: AUTOMATIC_TEAM, at: now().toISOString(), reason }) : state,
      );
    },
  };
}
