// What the shell and the remotes share at run time, and how: one list, so singletons, versions
// and the share strategy cannot drift between the bundles.
const { NARROWED, narrowedShare } = require('./narrowed-shared');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'xstate',
  '@xstate/react',
  '@citypass/shared-ui',
  '@citypass/shared-ui/',
];
// A shared module keeps every export (any remote may use any), so react-router-dom is shared as
// the list of exports the product uses, under its own key and version (see that file); so are
// xstate, @xstate/react and styled-components (narrowed-shared.js).
// A request the bundle resolves, as it resolves shared-ui itself: this package does not depend on shared-ui.
const NARROWED_ROUTER = {
  import: '@citypass/shared-ui/shared-modules/react-router-dom',
  version: require('react-router-dom/package.json').version,
};

// The shell provides the state-machine libraries though it does not import them, so a remote does
// not fetch its own copy a round trip later. They are not in its first chunk: the sign-in page
// renders without them; the shell starts their chunk with the first downloads of the pages that
// run machines from their first render (shell/src/app/routes.ts), and the session provider asks
// for them when it loads.
const PROVIDED_BY_SHELL = ['xstate', '@xstate/react'];
// One chunk for both and what they import, rather than a file each.
const STATE_MACHINES_CHUNK = {
  stateMachines: {
    test: /[\\/](node_modules|narrowed-shared)[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)([\\/]|\.js$)/,
    name: 'state-machines',
    chunks: 'async',
    enforce: true,
  },
};

// Only the shared-ui modules that hold state (React contexts, stores) must be one copy for all;
// each is a shared module, with an entry in every bundle's share tables and a negotiation at
// run time. The rest (components, theme, formatting, error texts, the API client) is plain code:
// each bundle keeps what it uses, tree-shaken, loaded with the page that needs it.
// contract-checks is shared too: it carries zod, which a page should load once, not per bundle.
// The page's language and shared-ui's texts are one copy too: a switch reaches every part at once.
const STATEFUL_SHARED_UI = ['session', 'loading', 'errors-store', 'notifications', 'deployment-links', 'contract-checks', 'i18n', 'shared-texts'];
// Tested against the request after the package prefix and against the resolved file's path.
const UNSHARED_SHARED_UI = new RegExp(`^(?!(.*/)?platform/(${STATEFUL_SHARED_UI.join('|')})(\\.tsx?)?$)`);

// The shell's own shared modules go into its first chunk (eager): every page needs them, and
// one file beats a chain of small ones; the state-machine libraries are the exception (above).
// Remotes stay lazy and take the shell's copies.
function sharedConfig(pkg, eager) {
  const versionOf = (key) => {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return version;
  };
  const shared = {};
  for (const key of SINGLETONS) shared[key] = { singleton: true, eager, requiredVersion: versionOf(key) };
  Object.assign(shared['react-router-dom'], NARROWED_ROUTER);
  for (const key of PROVIDED_BY_SHELL) shared[key].eager = false;
  for (const key of Object.keys(NARROWED)) Object.assign(shared[key], narrowedShare(key));
  shared['@citypass/shared-ui/'].exclude = { request: UNSHARED_SHARED_UI };
  return shared;
}

// A production remote runs in the shell, which provides every shared module: the remote only
// consumes them, so its entry carries no copies to offer and no fallbacks. On its own dev host a
// remote still brings its own.
function remoteShared(shared, inShell) {
  if (!inShell) return shared;
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

module.exports = { sharedConfig, remoteShared, STATE_MACHINES_CHUNK };
