// The service's public API: start it (embedded in another process or on its own) and its demo
// orders. The test scenarios it understands are `@citypass/reservations-service/scenarios`, a
// module a client loads without the service itself.
export { startUpstream, type RunningUpstream, type StartUpstreamOptions } from './server';
export { createUpstreamApp, type UpstreamAppDeps } from './app';
export { demoOrders } from './seed/demo-orders';
export { mailSettingsShape } from './mail/mail-settings';
