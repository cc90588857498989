/** Where the shell puts, for production remotes, the federation bundler runtime they build on. */
export const BUNDLER_RUNTIME_GLOBAL = '__citypassFederationBundlerRuntime';
