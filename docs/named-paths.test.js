// Every file a document names is a file of the repository: a path in backticks that starts at a
// package's folder, and every relative link, must point at something that exists, so a reader
// following a document never lands on a file that moved or was deleted.
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
const PATH = /^[\w@.-]+(\/[\w@.-]+)*\/?$/;

/** The paths a document names: backticked paths from a top-level folder, and relative link targets. */
function namedPaths(text) {
  const inCode = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((token) => PATH.test(token) && token.includes('/') && topFolders.has(token.split('/')[0]));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target));
  return { inCode, linked };
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(join(ROOT, document), 'utf8');
  const { inCode, linked } = namedPaths(text);

  test('names only files that exist', () => {
    const missing = inCode.filter((path) => !MADE.test(path) && !exists(path));
    expect(missing).toEqual([]);
  });

  test('links only to files that exist', () => {
    const missing = linked.filter((target) => !exists(relative(ROOT, resolve(ROOT, dirname(document), target)) || '.'));
    expect(missing).toEqual([]);
  });
});
