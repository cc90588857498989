import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { z } from 'zod';
import { canarySchema, historyEntrySchema, type Canary, type HistoryEntry } from './contract/release-api';
import { ReleaseError } from './release-error';
import { releaseRecordSchema, type ReleaseRecord } from './release-record';

const remoteStateSchema = z.object({
  published: z.array(z.string()),
  /**
   * Each published version's record (its files with their integrity, exposes and shared needs):
   * kept with the registry, so an instance serves pages with no release store of its own.
   * Registries written before records were kept have none; registering such a version again adds it.
   */
  records: z.record(z.string(), releaseRecordSchema).default({}),
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
  const empty = (): RemoteState => ({ published: [], records: {}, promoted: null, promotions: [], canary: null, history: [] });
  return { revision: 0, remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, empty()])) as RegistryState['remotes'] };
}

export function withRemote(state: RegistryState, remote: RemoteName, next: RemoteState): RegistryState {
  return { revision: state.revision + 1, remotes: { ...state.remotes, [remote]: next } };
}

/** Lists a version with its record; the same record again changes nothing, another is refused. */
export function registerRelease(state: RegistryState, record: ReleaseRecord): RegistryState {
  const { remote, version } = record;
  const current = state.remotes[remote];
  const known = current.records[version];
  if (known && JSON.stringify(known) !== JSON.stringify(record)) {
    throw new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} is already registered with another record`);
  }
  if (known && current.published.includes(version)) return state;
  const published = current.published.includes(version) ? current.published : [...current.published, version];
  return withRemote(state, remote, { ...current, published, records: { ...current.records, [version]: record } });
}

/** A published version's record, or 404 when the registry has none. */
export function recordOf(state: RegistryState, remote: RemoteName, version: string): ReleaseRecord {
  const record = state.remotes[remote].records[version];
  if (!record) throw new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`);
  return record;
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
