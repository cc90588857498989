import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router reads when it loads; import this module first.
Object.assign(globalThis, { TextEncoder, TextDecoder });
