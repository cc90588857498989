import { dirname, join } from 'node:path';

/** The releases page's build (@citypass/releases-page), which the BFF serves at /_releases. */
export function releasesPageDir(): string {
  return join(dirname(require.resolve('@citypass/releases-page/package.json')), 'dist');
}
