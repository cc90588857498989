// Starts the built product for the browser journeys and the benchmark: one way, on free ports.
const { REMOTES, ROOT, Stack } = require('./stack');
const { UpstreamProcess } = require('./upstream-process');
const { freePort, freePorts } = require('./free-ports');
const { RoundRobinProxy } = require('./round-robin-proxy');
const { RedisServer, startFleet } = require('./fleet');
const { startSteadyLoad } = require('./steady-load');
const { exampleCityFile } = require('./example-city');
const { startProcess, startServer, stopProcess, waitForHealth } = require('./processes');

/** @typedef {import('./stack').RemoteName} RemoteName */
/** @typedef {import('./stack').StackInfo} StackInfo */
/** @typedef {import('./stack').StackOptions} StackOptions */
/** @typedef {import('./stack').StackPorts} StackPorts */
/** @typedef {import('./stack').StackReleases} StackReleases */

/** @typedef {import('./fleet').Fleet} Fleet */

module.exports = {
  REMOTES,
  ROOT,
  RedisServer,
  RoundRobinProxy,
  Stack,
  UpstreamProcess,
  exampleCityFile,
  freePort,
  freePorts,
  startFleet,
  startSteadyLoad,
  // One process of the product (another build of the BFF, a peer) started and stopped as the stack's are.
  startProcess,
  startServer,
  stopProcess,
  waitForHealth,
};
