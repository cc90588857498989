import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@citypass/contracts';
import { readFileIntegrities } from './build-files';
import { readBuildTexts } from './languages/build-texts';
import { languagesOf, ofRelease, releaseTextProblems } from './languages/release-catalogues';
import { buildReleaseRecord, differingFiles, type ReleaseRecord } from './release-record';

export const RECORD_FILE = 'release.json';

export interface PublishOptions {
  remote: ReleaseRecord['remote'];
  distDir: string;
  /** The release store: `<store>/<remote>/<version>/`, a layout any static host serves as it is. */
  storeDir: string;
  packageVersion: string;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function readManifest(distDir: string): Promise<unknown> {
  const path = join(distDir, MANIFEST_FILE);
  if (!(await exists(path))) throw new Error(`${distDir} has no ${MANIFEST_FILE}: build the remote first`);
  return JSON.parse(await readFile(path, 'utf8'));
}

/** An existing version is left alone: the same content is already published, other content is refused. */
async function checkExisting(target: string, record: ReleaseRecord): Promise<void> {
  const stored = await readFileIntegrities(target, (path) => path === RECORD_FILE);
  const differing = differingFiles(record.files, stored);
  if (differing.length > 0) {
    throw new Error(`${record.remote} ${record.version} is already published with other content: ${differing.join(', ')}`);
  }
}

/**
 * Copies the whole build (every file the remote can load, not only those its manifest lists)
 * into the store under a new version, with its release record. It only adds a folder: what
 * visitors get changes when a version is promoted, never here.
 */
export async function publishRelease(options: PublishOptions): Promise<{ record: ReleaseRecord; created: boolean }> {
  const manifest = await readManifest(options.distDir);
  const files = await readFileIntegrities(options.distDir, (path) => path === RECORD_FILE);
  // Pages register a remote by its entry script beside the manifest: a release without one could not load.
  if (!(REMOTE_ENTRY_FILE in files)) throw new Error(`${options.distDir} has no ${REMOTE_ENTRY_FILE} beside its ${MANIFEST_FILE}`);
  const texts = await readBuildTexts(options.distDir);
  const record = buildReleaseRecord({ remote: options.remote, packageVersion: options.packageVersion, files, manifest, languages: texts.languages });
  // The gate would refuse it at every step: `npm run release` says so before anything is uploaded.
  const problems = ofRelease(record, releaseTextProblems(languagesOf(record), texts.files));
  if (problems.length > 0) {
    throw new Error(`${record.remote} ${record.version} cannot be published: its catalogues do not match English's\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const remoteDir = join(options.storeDir, options.remote);
  const target = join(remoteDir, record.version);
  if (await exists(target)) {
    await checkExisting(target, record);
    return { record, created: false };
  }
  // Written beside the target and renamed into place, so a version is never seen half-copied.
  const staging = join(remoteDir, `.staging-${randomUUID()}`);
  await mkdir(remoteDir, { recursive: true });
  try {
    await cp(options.distDir, staging, { recursive: true, filter: (source) => source !== join(options.distDir, RECORD_FILE) });
    await writeFile(join(staging, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (await exists(target)) {
      await checkExisting(target, record);
      return { record, created: false };
    }
    throw error;
  }
  return { record, created: true };
}
