import type { RemoteName } from '@citypass/contracts';
import { CANARY_PERCENT } from './contract/canary-share';
import { canaryPercentSchema } from './contract/release-api';
import { withRemote, type RegistryChange, type RegistryState } from './registry-state';
import { ReleaseError } from './release-error';

// A canary serves a published release to a share of visitors beside the promoted (stable) one;
// the BFF picks per visitor by the share rule (contract/canary-share.ts). Starting, changing and
// stopping one are registry changes like promotes, with their history.

/** Starts a canary of a published version for `percent` of visitors, or changes the running one. */
export function startCanary(state: RegistryState, remote: RemoteName, version: string, percent: number, change: RegistryChange): RegistryState {
  const current = state.remotes[remote];
  if (!current.published.includes(version)) throw new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`);
  if (!canaryPercentSchema.safeParse(percent).success) {
    throw new ReleaseError(400, 'INVALID_REQUEST', `percent: must be a whole number from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`);
  }
  if (current.promoted === null) {
    throw new ReleaseError(409, 'NOTHING_PROMOTED', `${remote} has no promoted version for a canary to run beside: promote one first`);
  }
  if (current.promoted === version) throw new ReleaseError(409, 'ALREADY_PROMOTED', `${remote} ${version} is already promoted to every visitor`);
  if (current.canary?.version === version && current.canary.percent === percent) {
    throw new ReleaseError(409, 'ALREADY_CANARY', `${remote} ${version} is already the canary for ${percent}% of visitors`);
  }
  return withRemote(state, remote, {
    ...current,
    canary: { version, percent },
    history: [...current.history, { action: 'canary', ...change, from: current.promoted, to: version, percent }],
  });
}

/** Ends the remote's canary: every visitor gets the promoted version on their next page load. */
export function stopCanary(state: RegistryState, remote: RemoteName, change: RegistryChange): RegistryState {
  const current = state.remotes[remote];
  if (current.canary === null || current.promoted === null) throw new ReleaseError(409, 'NO_CANARY', `${remote} has no canary to stop`);
  return withRemote(state, remote, {
    ...current,
    canary: null,
    history: [...current.history, { action: 'canary-stop', ...change, from: current.canary.version, to: current.promoted }],
  });
}
