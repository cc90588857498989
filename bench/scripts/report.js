// The markdown summary of one bench result. Pure: result in, text out.
const { ratio } = require('./stats');
const { KB } = require('./budgets');

const kb = (bytes) => (bytes / KB).toFixed(1);

function bytesTable(bytes) {
  const rows = [];
  for (const page of ['signIn', 'attractions']) {
    for (const kind of ['js', 'css']) {
      const fed = bytes.federated[page].beforeReady[kind];
      const mono = bytes.monolith[page].beforeReady[kind];
      if (!fed.files && !mono.files) continue;
      rows.push(
        `| \`${bytes.federated[page].route}\` ${kind.toUpperCase()} | ${fed.files} / ${mono.files} | ${kb(fed.body)} / ${kb(mono.body)} | ${ratio(fed.body, mono.body)}× | ${kb(fed.transferred)} / ${kb(mono.transferred)} | ${kb(fed.raw)} / ${kb(mono.raw)} | ${kb(fed.gzip)} / ${kb(mono.gzip)} | ${kb(fed.brotli)} / ${kb(mono.brotli)} |`,
      );
    }
  }
  return [
    '| first load (until ready) | files fed / mono | as served kB | ratio | with headers kB | raw kB | gzip -9 kB | brotli 11 kB |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function timingTable(medians) {
  const rows = [];
  for (const cache of ['cold', 'warm']) {
    for (const mark of ['visible', 'interactive']) {
      const fed = medians.federated[cache][mark];
      const mono = medians.monolith[cache][mark];
      rows.push(`| ${mark}, ${cache} cache | ${fed} | ${mono} | ${ratio(fed, mono)}× |`);
    }
  }
  return ['| /attractions, median ms | federated | monolith | ratio |', '|---|---|---|---|', ...rows].join('\n');
}

function loadTable(load) {
  const names = {
    rawNodeHttp: 'raw node:http hello',
    expressHello: 'Express hello (framework floor)',
    sessionCrypto: 'node:http + session decrypt/re-encrypt only',
    session: 'GET /api/auth/session (signed in)',
    proxyOffers: 'GET /api/proxy/offers',
    directOffers: 'GET /offers on the upstream, direct',
  };
  const rows = Object.entries(names).map(([key, label]) => {
    const r = load[key];
    return `| ${label} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} |`;
  });
  return ['| target | req/s | p50 ms | p99 ms | non-2xx/errors |', '|---|---|---|---|---|', ...rows].join('\n');
}

function renderMarkdown(result) {
  const { environment: env, bytes, timing, load, budgets } = result;
  const copies = Object.entries(bytes.federated.attractions.sharedCopies ?? {})
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  const fedWaterfall = bytes.federated.attractions.waterfall;
  const monoWaterfall = bytes.monolith.attractions.waterfall;
  return `# Benchmark results

${env.date} · Node ${env.node} · ${env.cpus} CPUs · load average ${env.loadBefore.join(' / ')} before, ${env.loadAfter.join(' / ')} after (other processes share the machine)

## Budgets

| budget | limit | actual | |
|---|---|---|---|
${budgets.map((b) => `| ${b.budget} | ${b.limit} | ${b.actual} | ${b.pass ? 'pass' : '**FAIL**'} |`).join('\n')}

## Bytes (federated / monolith)

Cold first visit in Chromium at 375 px, no throttling, until the page is ready. "As served": response
bodies as the servers compressed them (CDP \`loadingFinished\` less the response headers; encodings: federated
${bytes.federated.attractions.beforeReady.js.encodings.join(', ')}); "with headers": everything on the wire over HTTP/1.1 (\`loadingFinished\`).
JS fetched after the page was ready (prefetch): federated ${kb(bytes.federated.attractions.total.js.body - bytes.federated.attractions.beforeReady.js.body)} kB, monolith ${kb(bytes.monolith.attractions.total.js.body - bytes.monolith.attractions.beforeReady.js.body)} kB.

${bytesTable(bytes)}

Shared modules loaded on \`/attractions\` (copies): ${copies || 'n/a'}

Request waterfall to the attractions list: federated depth ${fedWaterfall.depth} (${fedWaterfall.chain.join(' → ')}), monolith depth ${monoWaterfall.depth} (${monoWaterfall.chain.join(' → ')}).

## Time to a usable list (${timing.runs} interleaved runs each)

CPU ${timing.cpuSlowdown}× slower, network ${timing.network.latency} ms RTT, ${((timing.network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down. Visible: the first attraction link is in the page; interactive: a click on it is handled.

${timingTable(timing.medians)}

## BFF under load (${load.connections} connections, ${load.durationSeconds} s each, loopback)

${loadTable(load)}

Proxy / direct: ${ratio(load.proxyOffers.requestsPerSecond, load.directOffers.requestsPerSecond)}× · session / raw node:http: ${ratio(load.session.requestsPerSecond, load.rawNodeHttp.requestsPerSecond)}× · ceilings against raw node:http: Express hello ${ratio(load.expressHello.requestsPerSecond, load.rawNodeHttp.requestsPerSecond)}×, session cryptography alone ${ratio(load.sessionCrypto.requestsPerSecond, load.rawNodeHttp.requestsPerSecond)}×
`;
}

module.exports = { renderMarkdown };
