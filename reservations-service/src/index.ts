// The service's public API: start it (embedded in another process or on its own), its demo
// orders, and the crash handlers its command installs (the BFF's server installs the same). The test scenarios it understands are `@citypass/reservations-service/scenarios`, a
// module a client loads without the service itself.
export { startUpstream, type RunningUpstream, type StartUpstreamOptions } from './server';
export { createUpstreamApp, type UpstreamAppDeps } from './app';
export { demoOrders } from './seed/demo-orders';
export { installCrashHandlers, type CrashLogger, type CrashSource } from './cli/crash-handlers';
