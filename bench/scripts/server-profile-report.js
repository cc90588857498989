// What bench:server-profile writes down: each call's table, heaviest functions and steps.

/** The figures of `npm run bench:server-profile` as the markdown of bench/results/server-profile.md. */
function serverProfileMarkdown(result) {
  const section = (title, runs) => {
    const names = Object.keys(runs);
    const owners = [...new Set(names.flatMap((name) => runs[name].byPackage.slice(0, 10).map((entry) => entry.package)))];
    return [
      `### ${title}`,
      '',
      `| | ${names.join(' | ')} |`,
      `|---|${names.map(() => '---').join('|')}|`,
      `| req/s | ${names.map((name) => runs[name].requestsPerSecond).join(' | ')} |`,
      `| CPU per call, µs (profiled) | ${names.map((name) => runs[name].cpuUsPerCall ?? 'n/a').join(' | ')} |`,
      `| p99 ms | ${names.map((name) => runs[name].p99Ms).join(' | ')} |`,
      ...owners.map((owner) => `| ${owner}, % of CPU | ${names.map((name) => runs[name].byPackage.find((entry) => entry.package === owner)?.share ?? 0).join(' | ')} |`),
      '',
      ...names.flatMap((name) => [`Heaviest functions of ${name} (self time, ms in the profile):`, '', ...runs[name].heaviest.slice(0, 8).map((entry) => `- ${entry.ms} ms ${entry.function}`), '']),
      ...names
        .filter((name) => runs[name].steps.length > 0)
        .flatMap((name) => [
          `Steps of ${name}, each with what it called (µs per call in the profile, of ${runs[name].profiledUsPerCall} µs a call there):`,
          '',
          ...runs[name].steps.map((entry) => `- ${entry.usPerCall} µs ${entry.step}`),
          '',
        ]),
    ].join('\n');
  };
  return [
    '## Where a call’s CPU goes on the server',
    '',
    `Each server under autocannon (${result.connections} connections, ${result.seconds} s after a warm-up second), started with V8's CPU profiler (every 100 µs, which costs CPU itself: compare the shares and the servers with each other, not with \`npm run bench\`'s figures). Load average ${result.loadBefore.map((n) => n.toFixed(2)).join(' ')} before.`,
    '',
    section('The session read (GET /api/auth/session)', result.session),
    section('A proxied call (GET /api/proxy/offers)', result.proxy),
    'The calls above accept no compression, as the peers never compress; a browser accepts it:',
    '',
    section('A proxied call as a browser makes it (Accept-Encoding: gzip, deflate, br, zstd)', result.proxyToBrowser),
  ].join('\n');
}

module.exports = { serverProfileMarkdown };
