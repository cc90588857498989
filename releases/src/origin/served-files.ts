import { integrityOf, type FileIntegrities } from '../release-record';

// The gate reads a release as browsers will get it: from its public address, byte for byte.
const FETCH_TIMEOUT_MS = 10_000;
const PARALLEL_FETCHES = 8;

/** A file as the origin serves it: its integrity (and its bytes, when asked to keep them), or why it could not be read. */
export type ServedFile = { integrity: string; body?: Buffer } | { problem: string };

export async function fetchServed(url: string): Promise<{ ok: true; body: Buffer } | { ok: false; problem: string }> {
  try {
    // identity: the bytes as stored, not a copy an origin compressed on the way.
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!res.ok) return { ok: false, problem: `answered ${res.status}` };
    return { ok: true, body: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    return { ok: false, problem: `could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Every named file below `base`, fetched a few at a time, with its integrity or its problem; the bytes of those `keep` names. */
export async function servedFiles(base: string, paths: readonly string[], keep: (path: string) => boolean = () => false): Promise<Record<string, ServedFile>> {
  const result: Record<string, ServedFile> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const served = await fetchServed(new URL(path, base).href);
      result[path] = served.ok ? { integrity: integrityOf(served.body), ...(keep(path) ? { body: served.body } : {}) } : { problem: served.problem };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, paths.length) }, worker));
  return result;
}

/** One line per file the origin does not serve as recorded; none: it serves the release. */
export function servedProblems(base: string, recorded: FileIntegrities, served: Record<string, ServedFile>): string[] {
  return Object.keys(recorded)
    .sort()
    .flatMap((path) => {
      const file = served[path];
      const url = new URL(path, base).href;
      if (!file || 'problem' in file) return [`file ${path} is missing at ${url} (${file && 'problem' in file ? file.problem : 'not fetched'})`];
      return file.integrity === recorded[path] ? [] : [`file ${path} at ${url} does not match its recorded integrity`];
    });
}
