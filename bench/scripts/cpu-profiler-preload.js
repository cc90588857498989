// Preloaded into a server by bench:server-profile (NODE_OPTIONS=--require, where Node refuses
// --cpu-prof): V8's CPU profile of the process from its start, sampled every 100 µs, written into
// CPU_PROFILE_DIR as it exits. A local inspector session answers at once, so the last write can
// happen in the exit handler.
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 100 });
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
