import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The export by which a front-end package names its built page (`<package>/build/index.html`). */
const BUILT_PAGE_EXPORT = './build/index.html';

/**
 * The folder of a front-end package's build, as the package names it in its exports, wherever the
 * server starts. Read from the package's manifest rather than resolved, so a build not made yet
 * (the dev loop serves the shell from its dev server) is no failure to start.
 */
export function builtPageDir(packageName: string): string {
  const manifest = require.resolve(`${packageName}/package.json`);
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, string> };
  const page = exports?.[BUILT_PAGE_EXPORT];
  if (!page) throw new Error(`${packageName} exports no "${BUILT_PAGE_EXPORT}"`);
  return dirname(join(dirname(manifest), page));
}
