import { stopCanary } from '../canary-state';
import { readRegistryFile, updateRegistryFile } from '../registry-file';
import { AUTOMATIC_TEAM, type CanaryControl } from './automatic-stop';

/** The release registry's canaries, for the automatic stop: read fresh, stopped under the file's lock. */
export function registryCanaries(registryFile: string, now: () => Date = () => new Date()): CanaryControl {
  return {
    async current(remote) {
      const { canary, promoted, history } = (await readRegistryFile(registryFile)).remotes[remote];
      if (canary === null) return null;
      // The run is where this canary was last started (or its share changed) in the history.
      const run = history.findLastIndex((entry) => entry.action === 'canary' && entry.to === canary.version);
      return { canary: canary.version, stable: promoted, run };
    },
    async stop(remote, version, reason) {
      // A canary changed meanwhile (stopped, promoted, another version) is left as the team left it.
      await updateRegistryFile(registryFile, (state) =>
        state.remotes[remote].canary?.version === version ? stopCanary(state, remote, { team: AUTOMATIC_TEAM, at: now().toISOString(), reason }) : state,
      );
    },
  };
}
