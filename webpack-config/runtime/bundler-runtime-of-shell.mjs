// A production remote's federation bundler runtime, in place of the copy the federation plugin
// would put in its entry: the shell's (provide-bundler-runtime.mjs), around the remote's own
// `init`, so the remote's federation instance stays its own.
import { init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (typeof provided !== 'function') {
  throw new Error('This remote runs inside the City Pass shell, which provides its federation bundler runtime');
}

export default provided({ init });
