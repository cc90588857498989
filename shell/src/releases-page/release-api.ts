import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';

const RELEASES_API = '/api/releases';

export interface Canary {
  version: string;
  percent: number;
}

export interface RemoteReleases {
  promoted: string | null;
  published: string[];
  canary: Canary | null;
}

export interface HistoryEntry {
  action: 'promote' | 'rollback' | 'canary' | 'canary-stop';
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

export interface RemoteOverview {
  name: RemoteName;
  releases: RemoteReleases;
  /** Newest first. */
  history: HistoryEntry[];
  /** Page loads and failures per version over the health window. */
  health: Record<string, VersionHealth>;
}

export interface ReleasesOverview {
  windowMs: number;
  remotes: RemoteOverview[];
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

export type ReleaseAction =
  | { kind: 'promote'; remote: RemoteName; version: string; reason: string }
  | { kind: 'rollback'; remote: RemoteName; reason: string }
  | { kind: 'stop-canary'; remote: RemoteName; reason: string };

/** The release API with one team's token: the same calls, and so the same gate, as the CLI. */
export function createReleaseApi(token: string) {
  const call = async <T>(path: string, body?: object): Promise<T> => {
    const answer = await fetch(`${RELEASES_API}${path}`, {
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
    async overview(): Promise<ReleasesOverview> {
      const [{ remotes }, health] = await Promise.all([
        call<{ remotes: Record<RemoteName, RemoteReleases> }>(''),
        call<{ windowMs: number; remotes: Partial<Record<RemoteName, Record<string, VersionHealth>>> }>('/health'),
      ]);
      const overviews = await Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const { history } = await call<{ history: HistoryEntry[] }>(`/${name}/history`);
          return { name, releases: remotes[name], history: [...history].reverse(), health: health.remotes[name] ?? {} };
        }),
      );
      return { windowMs: health.windowMs, remotes: overviews };
    },
    act(action: ReleaseAction): Promise<unknown> {
      if (action.kind === 'promote') return call(`/${action.remote}/promote`, { version: action.version, reason: action.reason });
      if (action.kind === 'rollback') return call(`/${action.remote}/rollback`, { reason: action.reason });
      return call(`/${action.remote}/canary/stop`, { reason: action.reason });
    },
  };
}

export type ReleaseApi = ReturnType<typeof createReleaseApi>;
