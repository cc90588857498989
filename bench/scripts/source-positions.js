// Where code of a served, minified script comes from: its source map, fetched from beside the
// script, read with source-map-js. Code of a script without a map keeps its minified name.
const { SourceMapConsumer } = require('source-map-js');

/** The source as a person finds it: a package's file under node_modules, or our own file. */
function sourceName(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.lastIndexOf('node_modules/');
  return inPackage >= 0 ? path.slice(inPackage + 'node_modules/'.length) : path;
}

/** Whose code a source is: a package (by its name), webpack's runtime, or ours (by its folder). */
function packageOf(source) {
  if (!source) return '(not mapped)';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [scope, name] = path.slice(inPackage + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.startsWith('webpack/')) return 'webpack runtime';
  return `ours: ${path.split('/')[0]}`;
}

// A served script's name holds its content's hash: its map, once read, holds for the run.
const readMaps = new Map();

function mapOf(url) {
  if (!readMaps.has(url)) {
    const reading = fetch(`${url}.map`)
      .then((response) => (response.ok ? response.json() : null))
      .then((map) => map && new SourceMapConsumer(map))
      .catch(() => null);
    readMaps.set(url, reading);
  }
  return readMaps.get(url);
}

/**
 * The source maps of the scripts at `urls`, as one lookup of a served position (0-based line and
 * column): its original source, line and name, or null.
 * @param {Iterable<string>} urls
 */
async function sourceMaps(urls) {
  const addresses = [...new Set(urls)].filter((url) => url.startsWith('http'));
  const maps = new Map(await Promise.all(addresses.map(async (url) => [url, await mapOf(url)])));
  return (url, line, column) => {
    const original = maps.get(url)?.originalPositionFor({ line: line + 1, column });
    return original?.source ? original : null;
  };
}

/**
 * Names each entry (`url`, 0-based `line` and `column`) by its original function and source line.
 * @template {{ function: string, url: string, line: number, column: number }} T
 * @param {T[]} entries
 * @returns {Promise<(T & { source: string | null })[]>}
 */
async function withSources(entries) {
  const lookup = await sourceMaps(entries.map((entry) => entry.url));
  return entries.map((entry) => {
    const original = lookup(entry.url, entry.line, entry.column);
    return { ...entry, source: original ? `${original.name ?? entry.function.split(' ')[0]} ${sourceName(original.source)}:${original.line}` : null };
  });
}

module.exports = { withSources, sourceMaps, sourceName, packageOf };
