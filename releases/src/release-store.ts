import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@citypass/shared-ui/contracts';
import { readFileIntegrities } from './build-files';
import { RECORD_FILE } from './publish-release';
import { ReleaseError } from './release-error';
import { RELEASE_VERSION_PATTERN, releaseRecordSchema, type FileIntegrities, type ReleaseRecord } from './release-record';

const notPublished = (remote: RemoteName, version: string) =>
  new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`);

/** A version's folder in the store; only a version's own name reaches the file system, no other path can be named. */
export function releaseFolder(storeDir: string, remote: RemoteName, version: string): string {
  if (!RELEASE_VERSION_PATTERN.test(version)) throw notPublished(remote, version);
  return join(storeDir, remote, version);
}

/** A release record's text, checked to be the record of this remote and version. */
export function parseReleaseRecord(text: string, remote: RemoteName, version: string): ReleaseRecord {
  const record = releaseRecordSchema.parse(JSON.parse(text));
  if (record.remote !== remote || record.version !== version) throw notPublished(remote, version);
  return record;
}

/** A release as the store holds it: its record and the integrity of the files now in its folder. */
export async function readStoredRelease(
  storeDir: string,
  remote: RemoteName,
  version: string,
): Promise<{ record: ReleaseRecord; storedFiles: FileIntegrities }> {
  const folder = releaseFolder(storeDir, remote, version);
  const text = await readFile(join(folder, RECORD_FILE), 'utf8').catch(() => null);
  if (text === null) throw notPublished(remote, version);
  const record = parseReleaseRecord(text, remote, version);
  return { record, storedFiles: await readFileIntegrities(folder, (path) => path === RECORD_FILE) };
}
