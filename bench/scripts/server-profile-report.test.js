const { serverProfileMarkdown } = require('./server-profile-report');

const run = (requestsPerSecond, steps = []) => ({
  requestsPerSecond,
  p99Ms: 12,
  cpuUsPerCall: 500,
  profiledUsPerCall: 520,
  byPackage: [{ package: 'express', ms: 10, share: 7.5 }],
  heaviest: [{ function: 'writev (native):0', ms: 560 }],
  steps,
});

const result = {
  seconds: 5,
  connections: 10,
  loadBefore: [1, 0.5, 0.25],
  session: { bff: run(2400, [{ step: 'the token re-encrypted (the sliding expiry)', usPerCall: 18.9 }]), 'next-auth': run(1100) },
  proxy: { bff: run(1200), 'the fair peer': run(1100) },
  proxyToBrowser: { bff: run(900) },
};

describe('the server profile written down', () => {
  const markdown = serverProfileMarkdown(result);

  it('has a table per call, the servers side by side, by figure and by package', () => {
    expect(markdown).toContain('| | bff | next-auth |');
    expect(markdown).toContain('| req/s | 2400 | 1100 |');
    expect(markdown).toContain('| express, % of CPU | 7.5 | 7.5 |');
    expect(markdown).toContain('### A proxied call as a browser makes it (Accept-Encoding: gzip, deflate, br, zstd)\n\n| | bff |');
    expect(markdown).toContain('10 connections, 5 s after a warm-up second');
  });

  it("names each server's heaviest functions, and the steps of a server that has them, per call", () => {
    expect(markdown).toContain('Heaviest functions of next-auth (self time, ms in the profile):\n\n- 560 ms writev (native):0');
    expect(markdown).toContain('Steps of bff, each with what it called (µs per call in the profile, of 520 µs a call there):\n\n- 18.9 µs the token re-encrypted (the sliding expiry)');
    expect(markdown).not.toContain('Steps of next-auth');
  });
});
