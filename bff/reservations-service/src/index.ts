// The service's public API: start it (embedded in another process or on its own), and what a
// client needs to know of it: its demo orders and the test scenarios it understands.
export { startUpstream, type RunningUpstream, type StartUpstreamOptions } from './server';
export { createUpstreamApp, type UpstreamAppDeps } from './app';
export { demoOrders } from './seed/demo-orders';
export { isScenarioName, SCENARIO_HEADER, scenarioNames, type ScenarioName } from './scenario-names';
