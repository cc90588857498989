import { createHash } from 'node:crypto';
import { INTEGRITY_LOADING_FILE, REMOTE_NAMES } from '@citypass/contracts';
import { z } from 'zod';

/** A file's Subresource Integrity value, as a browser checks it. */
export function integrityOf(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** The parts of a federation manifest a release records: what it exposes and what it needs shared. */
const manifestSchema = z.object({
  exposes: z.array(z.object({ name: z.string().min(1) })),
  shared: z.array(
    z.object({ name: z.string().min(1), requiredVersion: z.string().optional(), singleton: z.boolean().optional() }),
  ),
});

/** A release's folder name: the package version, then 12 hex digits of the content hash. */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+[0-9A-Za-z.-]*-[0-9a-f]{12}$/;

export const releaseRecordSchema = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: z.string().regex(RELEASE_VERSION_PATTERN, 'must be the package version then 12 hex digits of the build'),
    /** Every file of the build, by path relative to the release's folder (always `/`). */
    files: z.record(z.string(), z.string().regex(/^sha384-[A-Za-z0-9+/]+=*$/)),
    exposes: z.array(z.string()),
    shared: z.array(z.object({ name: z.string(), requiredVersion: z.string().optional(), singleton: z.boolean().optional() })),
    /**
     * Whether the build's own chunk loader gives every chunk the integrity the page names (it has
     * the integrity-loading plugin's file). Records published before it was recorded read as false.
     */
    loadsWithIntegrity: z.boolean().default(false),
    /**
     * The languages whose texts the build carries (its languages.json), each with its compiled
     * catalogues among the files; none for a build without texts. Records published before they
     * were recorded have none (languagesOf).
     */
    languages: z.array(z.string()).optional(),
  })
  .strict();

export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;
export type FileIntegrities = Record<string, string>;

/**
 * The version is the package's plus a hash of every file's integrity: the same build always
 * gets the same version, and any changed byte a new one, so a published version never repeats.
 */
function releaseVersion(packageVersion: string, files: FileIntegrities): string {
  const listing = Object.entries(files)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, integrity]) => `${path}\t${integrity}\n`)
    .join('');
  return `${packageVersion}-${createHash('sha256').update(listing).digest('hex').slice(0, 12)}`;
}

export function buildReleaseRecord(options: {
  remote: ReleaseRecord['remote'];
  packageVersion: string;
  files: FileIntegrities;
  manifest: unknown;
  languages: readonly string[];
}): ReleaseRecord {
  const manifest = manifestSchema.parse(options.manifest);
  const files = Object.fromEntries(Object.entries(options.files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return releaseRecordSchema.parse({
    remote: options.remote,
    version: releaseVersion(options.packageVersion, files),
    files,
    exposes: manifest.exposes.map((expose) => expose.name),
    shared: manifest.shared.map(({ name, requiredVersion, singleton }) => ({ name, requiredVersion, singleton })),
    loadsWithIntegrity: INTEGRITY_LOADING_FILE in files,
    languages: [...options.languages].sort(),
  });
}

/** The paths whose integrity differs between two listings, or that one of them lacks. */
export function differingFiles(expected: FileIntegrities, actual: FileIntegrities): string[] {
  const paths = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...paths].filter((path) => expected[path] !== actual[path]).sort();
}
