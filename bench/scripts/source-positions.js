// Where a function of a served, minified script comes from: its source map, fetched from beside
// the script, read with source-map-js. A script without a map keeps its minified name.
const { SourceMapConsumer } = require('source-map-js');

/** The source as a person finds it: a package's file under node_modules, or our own file. */
function sourceName(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.lastIndexOf('node_modules/');
  return inPackage >= 0 ? path.slice(inPackage + 'node_modules/'.length) : path;
}

/**
 * Names each entry (`url`, 0-based `line` and `column`) by its original function and source line.
 * @template {{ function: string, url: string, line: number, column: number }} T
 * @param {T[]} entries
 * @returns {Promise<(T & { source: string | null })[]>}
 */
async function withSources(entries) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const loading = url.startsWith('http')
        ? fetch(`${url}.map`)
            .then((response) => (response.ok ? response.json() : null))
            .then((map) => map && new SourceMapConsumer(map))
            .catch(() => null)
        : Promise.resolve(null);
      maps.set(url, loading);
    }
    return maps.get(url);
  };
  return Promise.all(
    entries.map(async (entry) => {
      const map = await mapOf(entry.url);
      const original = map?.originalPositionFor({ line: entry.line + 1, column: entry.column });
      if (!original?.source) return { ...entry, source: null };
      return { ...entry, source: `${original.name ?? entry.function.split(' ')[0]} ${sourceName(original.source)}:${original.line}` };
    }),
  );
}

module.exports = { withSources, sourceName };
