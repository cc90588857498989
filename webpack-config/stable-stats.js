// The federation plugin fills each shared module's and remote's `usedIn` and each expose's
// `requires` in the order webpack happened to meet the modules, which varies from one build of
// the same source to the next (and between a cold and a warm cache). They are sets, so they are
// sorted before mf-stats.json and mf-manifest.json are written: the same source then gives the
// same files, and a release (whose version hashes every file) the same version.
const sorted = (list) => (Array.isArray(list) ? [...list].sort() : list);

/** The federation plugin's `manifest.additionalData`: its stats with those lists in order. */
function sortStatsLists({ stats }) {
  return {
    ...stats,
    shared: stats.shared.map((shared) => ({ ...shared, usedIn: sorted(shared.usedIn) })),
    remotes: stats.remotes.map((remote) => ({ ...remote, usedIn: sorted(remote.usedIn) })),
    exposes: stats.exposes.map((expose) => ({ ...expose, requires: sorted(expose.requires) })),
  };
}

module.exports = { sortStatsLists };
