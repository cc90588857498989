// Which files a remote needs for one exposed module, read from its manifest (mf-manifest.json).
// Pure, so the preloader that runs before the shell can use it and tests can check it.

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The remote entry and the scripts the exposed module loads at once, as absolute URLs; empty
 * when the manifest is not one this can read. `auto` public paths resolve against the manifest's folder.
 */
export function remoteAssetUrls(manifest: unknown, manifestUrl: string, exposeName: string): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return [];
  const publicPath = typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, manifestUrl);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name;
  const sync = exposes?.find((expose) => expose.name === exposeName)?.assets?.js?.sync;
  return [entryPath, ...(isStringList(sync) ? sync : [])].map((file) => new URL(file, base).href);
}
