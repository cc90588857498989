import { RELEASES_API_PATH, REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import type { AllHistory, HistoryEntry, Move, PreviewLink, Refusal, ReleasesHealth, ReleasesListing, RemoteListing } from '@citypass/releases/contract';

// The answers' types are the release API's contract; the page reads them as the API sends them,
// without the schemas, so zod stays out of its bundle.


export interface RemoteOverview {
  name: RemoteName;
  releases: RemoteListing;
  /** Newest first. */
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
    const answer = await fetchImpl(`${RELEASES_API_PATH}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
    const parsed = (await answer.json().catch(() => ({}))) as Partial<Refusal>;
    if (!answer.ok) throw new ReleaseApiError(parsed.message ?? `The release API answered ${answer.status}.`, answer.status, parsed.problems ?? []);
    return parsed as T;
  };

  return {
    async overview(): Promise<RemoteOverview[]> {
      const [{ remotes }, history] = await Promise.all([call<ReleasesListing>('/'), call<AllHistory>('/history')]);
      return REMOTE_NAMES.map((name) => ({ name, releases: remotes[name], history: [...history.remotes[name]].reverse() }));
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
    /** A signed link to the version for the browser that opens it (changes nothing in the registry). */
    preview(remote: string, version: string): Promise<PreviewLink> {
      return call(`/${remote}/preview`, { version });
    },
    act(action: ReleaseAction): Promise<Move> {
      if (action.kind === 'promote') return call(`/${action.remote}/promote`, { version: action.version, reason: action.reason });
      if (action.kind === 'rollback') return call(`/${action.remote}/rollback`, { reason: action.reason });
      return call(`/${action.remote}/canary/stop`, { reason: action.reason });
    },
  };
}

export type ReleaseApi = ReturnType<typeof createReleaseApi>;
