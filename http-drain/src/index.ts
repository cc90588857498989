export { closeGracefully } from './close-gracefully';
export { installCrashHandlers, type CrashLogger, type CrashSource } from './crash-handlers';
export { drain, isDraining } from './drain';
export { drainDelayMs, drainDelaySchema } from './drain-delay';
export { stopOnSignals, type StopLogger, type StopOptions } from './stop-on-signals';
