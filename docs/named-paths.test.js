// Every file a document names is a file of the repository: a path in backticks that starts at a
// top-level folder, a file's path or name in backticks below the document's package (`src/app.ts`,
// `app.ts`), and every relative link, must point at something that exists, so a reader following
// a document never lands on a file that moved or was deleted.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('bench/results/'));
// What the repository holds (a fresh clone has no empty folder, nor anything a build left behind).
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const held = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const exists = (path) => held.has(path.replace(/\/$/, ''));
// The repository's top-level folders: a path in backticks that starts with one names a file of ours.
const topFolders = new Set(files.filter((file) => file.includes('/')).map((file) => file.slice(0, file.indexOf('/'))));
// What builds, runs and installs make: named in documents, never committed.
const MADE = /(^|\/)(dist|types|node_modules|artifacts|release-store|data|\.cache|\.next|results)(\/|$)/;
// The files builds and runs write, named by their names alone (a remote's entry, a release's record, the registry).
const MADE_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'release.json', 'releases-registry.json', 'shell-chunks.json', 'languages.json', 'integrity-loading.json', 'app-icons.json', 'sw.js', 'main.js']);
const PATH = /^[\w@.-]+(\/[\w@.-]+)*\/?$/;
// A source or document file, by its extension: a token such as `zod/mini` or `text/html` is none.
const FILE = /\.(tsx?|jsx?|mjs|cjs|json|md|ya?ml|sh|html|css|conf)$/;
// The folders that are packages, deepest first: a document speaks from the nearest one holding it.
const packages = files
  .filter((file) => file.endsWith('/package.json'))
  .map((file) => dirname(file))
  .sort((a, b) => b.length - a.length);
const packageOf = (document) => packages.find((folder) => document.startsWith(`${folder}/`)) ?? '';
/** Whether some file below `folder` (the repository for '') has `path` as the end of its path. */
const endsAFileBelow = (folder, path) => files.some((file) => (folder === '' || file.startsWith(`${folder}/`)) && `/${file}`.endsWith(`/${path}`));

/** The paths a document names: backticked paths from a top-level folder, backticked files below its package, and relative link targets. */
function namedPaths(text) {
  const tokens = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((token) => PATH.test(token));
  const fromTop = (token) => token.includes('/') && topFolders.has(token.split('/')[0]);
  const inCode = tokens.filter(fromTop);
  const inPackage = tokens.filter((token) => !fromTop(token) && FILE.test(token));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target));
  return { inCode, inPackage, linked };
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(join(ROOT, document), 'utf8');
  const { inCode, inPackage, linked } = namedPaths(text);

  test('names only files that exist', () => {
    const missing = inCode.filter((path) => !MADE.test(path) && !exists(path));
    expect(missing).toEqual([]);
  });

  test('names only files of its package that exist', () => {
    const missing = inPackage.filter((path) => !MADE.test(path) && !MADE_FILES.has(path) && !endsAFileBelow(packageOf(document), path));
    expect(missing).toEqual([]);
  });

  test('links only to files that exist', () => {
    const missing = linked.filter((target) => !exists(relative(ROOT, resolve(ROOT, dirname(document), target)) || '.'));
    expect(missing).toEqual([]);
  });
});
