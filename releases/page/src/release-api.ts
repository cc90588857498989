import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';

export const RELEASES_API = '/api/releases';

export interface Canary {
  version: string;
  percent: number;
}

export interface RemoteReleases {
  promoted: string | null;
  published: string[];
  canary?: Canary | null;
}

export interface HistoryEntry {
  action: string;
  team: string;
  at: string;
  from: string | null;
  to: string;
  percent?: number;
  reason: string;
}

export interface VersionHealth {
  loads: number;
  failures: number;
}

export interface ReleasesHealth {
  windowMs: number;
  /** The counts of every server of the fleet, or of the one that answered. */
  sharedByFleet: boolean;
  remotes: Record<RemoteName, Record<string, VersionHealth>>;
}

export interface RemoteOverview {
  name: RemoteName;
  releases: RemoteReleases;
  history: HistoryEntry[];
}

/** A refusal from the release API: its message, and the gate's reasons when it gave them. */
export class ReleaseApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/** A change a team asks for; it is made once confirmed, with a reason. */
export type RequestedAction = { kind: 'promote'; remote: RemoteName; version: string } | { kind: 'rollback'; remote: RemoteName } | { kind: 'stop-canary'; remote: RemoteName };
export type ReleaseAction = RequestedAction & { reason: string };

/** The release API with one team's token: the same calls, and so the same gate, as the CLI. */
export function createReleaseApi(token: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const call = async <T>(path: string, body?: object): Promise<T> => {
    const answer = await fetchImpl(`${RELEASES_API}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
    const parsed = (await answer.json().catch(() => ({}))) as { message?: string; problems?: string[] };
    if (!answer.ok) throw new ReleaseApiError(parsed.message ?? `The release API answered ${answer.status}.`, answer.status, parsed.problems ?? []);
    return parsed as T;
  };

  return {
    async overview(): Promise<RemoteOverview[]> {
      const { remotes } = await call<{ remotes: Record<RemoteName, RemoteReleases> }>('/');
      return Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const { history } = await call<{ history: HistoryEntry[] }>(`/${name}/history`);
          return { name, releases: remotes[name], history: [...history].reverse() };
        }),
      );
    },
    /** Loads and failures per version, or null where the BFF does not count them. */
    async health(): Promise<ReleasesHealth | null> {
      try {
        return await call<ReleasesHealth>('/health');
      } catch (error) {
        if (error instanceof ReleaseApiError && error.status === 404) return null;
        throw error;
      }
    },
    act(action: ReleaseAction): Promise<unknown> {
      if (action.kind === 'promote') return call(`/${action.remote}/promote`, { version: action.version, reason: action.reason });
      if (action.kind === 'rollback') return call(`/${action.remote}/rollback`, { reason: action.reason });
      return call(`/${action.remote}/canary/stop`, { reason: action.reason });
    },
  };
}

export type ReleaseApi = ReturnType<typeof createReleaseApi>;
