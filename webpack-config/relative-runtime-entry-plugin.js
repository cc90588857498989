// The federation plugin writes the module that starts its runtime (its "runtime entry") under the
// working directory's node_modules/.federation, importing the bundler runtime and each runtime
// plugin by absolute path, and names the file by a hash of that text. The container's module names
// that file by its absolute path too, where webpack cannot shorten it. So module ids, source maps
// and with them a remote's release version changed with the folder a checkout sits in. Webpack
// gets the same runtime entry here, written with requests relative to the package, in the
// package's own node_modules/.federation: the same source builds the same files in any folder.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const PLUGIN = 'RelativeRuntimeEntryPlugin';
const ENTRY_FOLDER = 'node_modules/.federation';

/** `target` as a request from `fromDir` that webpack reads as relative: `/`-separated, `./` or `../` first. */
function relativeRequest(fromDir, target) {
  const relative = path.relative(fromDir, target).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** Writes `generatedEntry` with relative imports under `context`; its request from `context`. */
function writeRelativeEntry(context, generatedEntry) {
  const dir = path.join(context, ENTRY_FOLDER);
  const source = readFileSync(generatedEntry, 'utf8').replace(/from '([^']+)'/g, (statement, request) =>
    path.isAbsolute(request) ? `from '${relativeRequest(dir, request)}'` : statement,
  );
  // Named by its content, as the federation plugin names its own: builds of other settings beside it keep theirs.
  const file = `runtime-entry.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
  // Written only when missing, so a dev server watching it is not woken by its own build.
  if (!existsSync(path.join(dir, file))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return relativeRequest(context, path.join(dir, file));
}

class RelativeRuntimeEntryPlugin {
  apply(compiler) {
    const requests = new Map();
    const relativeEntry = (generatedEntry) => {
      if (!requests.has(generatedEntry)) requests.set(generatedEntry, writeRelativeEntry(compiler.context, generatedEntry));
      return requests.get(generatedEntry);
    };
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Both are resolved from the package folder: the runtime entry's own dependency, and the
      // container's, which names it in its identifier.
      compilation.hooks.addEntry.tap(PLUGIN, (dependency) => {
        if (dependency.type === 'federation runtime dependency' && path.isAbsolute(dependency.request)) {
          dependency.request = relativeEntry(dependency.request);
          dependency.userRequest = dependency.request;
        } else if (dependency.type === 'container entry' && path.isAbsolute(dependency.injectRuntimeEntry)) {
          dependency.injectRuntimeEntry = relativeEntry(dependency.injectRuntimeEntry);
        }
      });
    });
  }
}

module.exports = { RelativeRuntimeEntryPlugin };
