// Which files each exposed module of a remote loads at once, read from the remote's manifest
// (mf-manifest.json). Pure, so the page cache can use it and tests can check it.
import { languageFilesSchema, type RemoteFiles } from '@citypass/contracts';
import { remoteEntryBeside } from '../config/remote-entry';

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown }; buildInfo?: { buildVersion?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function absoluteHttpUrl(file: string, base: URL): string | null {
  try {
    const url = new URL(file, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The files named by a manifest, and its build's version; null when it is not a manifest this can
 * read, or its entry is not the one pages register (beside it). `auto` public paths resolve
 * against the manifest's folder.
 */
export function remoteFilesOf(manifest: unknown, manifestUrl: string): RemoteFiles | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, exposes } = manifest as ManifestShape;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return null;
  const publicPath = typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, manifestUrl);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name;
  if (absoluteHttpUrl(entryPath, base) !== remoteEntryBeside(manifestUrl)) return null;
  const version = metaData?.buildInfo?.buildVersion;
  const files: RemoteFiles = { exposes: {}, ...(typeof version === 'string' ? { version } : {}) };
  for (const expose of Array.isArray(exposes) ? exposes : []) {
    const sync = expose?.assets?.js?.sync;
    if (typeof expose?.name !== 'string' || !isStringList(sync)) continue;
    files.exposes[expose.name] = sync.map((file) => absoluteHttpUrl(file, base)).filter((url): url is string => url !== null);
  }
  return files;
}

/** A build's catalogue files by language (its LANGUAGE_FILES_FILE), as absolute URLs beside the manifest; none when unreadable. */
export function languageFilesAt(languages: unknown, manifestUrl: string): Record<string, string[]> {
  const parsed = languageFilesSchema.safeParse(languages);
  if (!parsed.success) return {};
  const base = new URL('.', manifestUrl);
  return Object.fromEntries(
    Object.entries(parsed.data).map(([language, files]) => [language, files.map((file) => absoluteHttpUrl(file, base)).filter((url): url is string => url !== null)]),
  );
}
