// A runtime plugin of the production shell: evaluated with the shell's federation runtime, before
// any remote entry runs, it lends the remotes the shell's bundler runtime (the glue between webpack
// and the federation runtime), so no remote entry carries a copy of its own.
// Each remote gets an object of its own, as the runtime needs (its instance, options, share scope
// and runtime are its own); only the functions are the shell's: they keep no state and work on the
// webpack require each call is given.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build of the bundler runtime leaves this function out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const forRemote = (runtime) => ({
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
});

if (!Object.prototype.hasOwnProperty.call(globalThis, BUNDLER_RUNTIME_GLOBAL)) {
  Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, { value: forRemote, writable: false, configurable: false });
}

export default function provideBundlerRuntime() {
  return { name: 'citypass-provide-bundler-runtime' };
}
