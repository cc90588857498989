import type { RemoteName } from '@citypass/contracts';
import { RECORD_FILE } from '../publish-release';
import { ReleaseError } from '../release-error';
import { releaseRecordSchema, type ReleaseRecord } from '../release-record';
import { releaseBase, type ReleaseOrigins } from './release-origin';
import { fetchServed, servedFiles, servedProblems } from './served-files';

/**
 * Checks a release where browsers fetch it: its record (`release.json`) and every file it
 * lists, from the remote's release origin. A file missing or not byte for byte as recorded
 * refuses the release, one line per file, before anything changes.
 */
export function createOriginCheck(origins: () => ReleaseOrigins) {
  const refuse = (remote: RemoteName, version: string, use: string, problems: string[]) =>
    new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} cannot be ${use}: its origin does not serve it as recorded`, problems);

  return {
    /** The release's record as its origin serves it, checked to name this remote and version. */
    async record(remote: RemoteName, version: string): Promise<ReleaseRecord> {
      const base = releaseBase(origins(), remote, version);
      const served = await fetchServed(new URL(RECORD_FILE, base).href);
      if (!served.ok) {
        throw new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not at its release origin: ${new URL(RECORD_FILE, base).href} ${served.problem}`);
      }
      const parsed = releaseRecordSchema.safeParse(parseJson(served.body.toString('utf8')));
      if (!parsed.success || parsed.data.remote !== remote || parsed.data.version !== version) {
        throw refuse(remote, version, 'registered', [`file ${RECORD_FILE} at ${base} is not the release record of ${remote} ${version}`]);
      }
      return parsed.data;
    },
    /**
     * Throws, naming each file, unless the origin serves every file of the record as recorded;
     * answers the text of the files `keep` names (read once, for the checks that follow).
     */
    async files(record: ReleaseRecord, use: string, keep: (path: string) => boolean = () => false): Promise<Record<string, string>> {
      const base = releaseBase(origins(), record.remote, record.version);
      const served = await servedFiles(base, Object.keys(record.files), keep);
      const problems = servedProblems(base, record.files, served);
      if (problems.length > 0) throw refuse(record.remote, record.version, use, problems);
      return Object.fromEntries(Object.entries(served).flatMap(([path, file]) => ('body' in file && file.body ? [[path, file.body.toString('utf8')]] : [])));
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type OriginCheck = ReturnType<typeof createOriginCheck>;
