// How much memory one of the servers this process started holds: its resident set and its peak,
// read from /proc (Linux; null elsewhere). The server is told apart from its twins by its PORT.
const { readFileSync, readdirSync } = require('node:fs');

const read = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

const parentOf = (pid) => Number(read(pid, 'stat').split(') ')[1]?.split(' ')[1]);

/** The child of this process running `script` with PORT=`port`, or undefined. */
function findChild(script, port) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  return pids.find(
    (pid) =>
      parentOf(pid) === process.pid && read(pid, 'cmdline').includes(script) && read(pid, 'environ').split('\0').includes(`PORT=${port}`),
  );
}

/** Resident and peak memory in MB of the child running `script` on `port`. */
function childMemory(script, port) {
  const pid = findChild(script, port);
  if (!pid) return null;
  const status = read(pid, 'status');
  const mb = (field) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 102.4) / 10;
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
}

module.exports = { childMemory };
