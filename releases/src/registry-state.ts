import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { z } from 'zod';
import { canarySchema, historyEntrySchema, type Canary, type HistoryEntry } from './contract/release-api';
import { ReleaseError } from './release-error';

const remoteStateSchema = z.object({
  published: z.array(z.string()),
  promoted: z.string().nullable(),
  /** The promoted versions, oldest first: a rollback steps back one of them. */
  promotions: z.array(z.string()),
  /** Registries written before canaries existed have none. */
  canary: canarySchema.nullable().default(null),
  /** Append-only: every promote, rollback and canary change. */
  history: z.array(historyEntrySchema),
});

const remotesSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteStateSchema])) as Record<RemoteName, typeof remoteStateSchema>,
);

export const registryStateSchema = z.object({ revision: z.number().int().min(0), remotes: remotesSchema }).strict();

export type RegistryState = z.infer<typeof registryStateSchema>;
export type RemoteState = z.infer<typeof remoteStateSchema>;
export type { Canary, HistoryEntry };
/** Who asks for a change, when and why. */
export type RegistryChange = Pick<HistoryEntry, 'team' | 'at' | 'reason'>;

export function emptyRegistry(): RegistryState {
  const empty = (): RemoteState => ({ published: [], promoted: null, promotions: [], canary: null, history: [] });
  return { revision: 0, remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, empty()])) as RegistryState['remotes'] };
}

export function withRemote(state: RegistryState, remote: RemoteName, next: RemoteState): RegistryState {
  return { revision: state.revision + 1, remotes: { ...state.remotes, [remote]: next } };
}

export function registerRelease(state: RegistryState, remote: RemoteName, version: string): RegistryState {
  const current = state.remotes[remote];
  if (current.published.includes(version)) return state;
  return withRemote(state, remote, { ...current, published: [...current.published, version] });
}

export function promote(state: RegistryState, remote: RemoteName, version: string, change: RegistryChange): RegistryState {
  const current = state.remotes[remote];
  if (!current.published.includes(version)) throw new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`);
  if (current.promoted === version) throw new ReleaseError(409, 'ALREADY_PROMOTED', `${remote} ${version} is already promoted`);
  return withRemote(state, remote, {
    ...current,
    promoted: version,
    promotions: [...current.promotions, version],
    // Promoting the canary's version ends the canary: every visitor now gets it.
    canary: current.canary?.version === version ? null : current.canary,
    history: [...current.history, { action: 'promote', ...change, from: current.promoted, to: version }],
  });
}

export function rollback(state: RegistryState, remote: RemoteName, change: RegistryChange): RegistryState {
  const current = state.remotes[remote];
  const promotions = current.promotions.slice(0, -1);
  const previous = promotions.at(-1);
  if (previous === undefined) {
    throw new ReleaseError(409, 'NOTHING_TO_ROLL_BACK', `${remote} has no earlier promoted version to roll back to`);
  }
  // A rollback is a way back to safety: any canary ends with it.
  return withRemote(state, remote, {
    ...current,
    promoted: previous,
    promotions,
    canary: null,
    history: [...current.history, { action: 'rollback', ...change, from: current.promoted, to: previous }],
  });
}
