// CPU time a server spends, read from /proc (Linux; null elsewhere): what one call costs the
// server itself, whatever else shares the machine's cores at the time. The server is found by
// the port it listens on, so any process (a child of a child, next start's) can be measured.
const { readFileSync, readdirSync, readlinkSync } = require('node:fs');

// Linux reports process times in clock ticks of 1/100 s on every architecture Node runs on.
const TICKS_PER_SECOND = 100;

const readOr = (file, fallback) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** The inodes of sockets listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readOr(table, '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields: sl, local address, remote address, state (0A = listen), ..., inode at 9
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The process listening on `port`, or null. */
function listeningPid(port) {
  const inodes = listeningInodes(port);
  if (!inodes.size) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) return Number(pid);
    }
  }
  return null;
}

/** User plus system CPU time of `pid` (all its threads) in milliseconds, or null. */
function cpuMs(pid) {
  const stat = readOr(`/proc/${pid}/stat`, '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

/**
 * A meter on the server behind `url`: `stop(calls)` gives the CPU it spent per call since the
 * meter started, in microseconds, or null where /proc cannot tell.
 */
function cpuMeter(url) {
  const pid = listeningPid(Number(new URL(url).port));
  const start = pid === null ? null : cpuMs(pid);
  return {
    stop(calls) {
      const end = pid === null ? null : cpuMs(pid);
      if (start === null || end === null || calls <= 0) return null;
      return Math.round(((end - start) * 1000) / calls);
    },
  };
}

module.exports = { cpuMeter };
