// The markdown summary of one bench result. Pure: result in, text out.
const { ratio } = require('./stats');
const { KB } = require('./budgets');
const { REGRESSION } = require('./changes');
const { renderLighthouse } = require('./lighthouse-report');

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

function secondViewTable(bytes) {
  const rows = ['federated', 'monolith'].map((build) => {
    const view = bytes[build].secondView;
    return `| ${build} | ${view.requests} | ${kb(view.bytes)} | ${view.js.requests} | ${kb(view.js.bytes)} | ${view.prefetchedBefore.requests} / ${kb(view.prefetchedBefore.bytes)} |`;
  });
  return [
    '| /attractions → /bookings | requests | kB as served | of them JS files | JS kB | prefetched on /attractions after it was ready (requests / kB) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function loadTable(load) {
  const names = {
    session: 'ours: GET /api/auth/session (signed in)',
    nextAuthSession: 'peer: next-auth on Next.js, GET /api/auth/session (signed in)',
    proxyOffers: 'ours: GET /api/proxy/offers',
    proxyPeerOffers: 'peer: Express + http-proxy-middleware, GET /api/proxy/offers',
    bareProxyOffers: 'context: a bare node:http proxy, GET /api/proxy/offers (proxy floor)',
    directOffers: 'context: GET /offers on the upstream, direct',
    expressHello: 'context: Express hello (framework floor)',
  };
  const rows = Object.entries(names)
    .filter(([key]) => load[key])
    .map(([key, label]) => {
      const r = load[key];
      return `| ${label} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.cpuUsPerCall ?? 'n/a'} |`;
    });
  return ['| target | req/s | p50 ms | p99 ms | non-2xx/errors | server CPU per call, µs |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function mixTable(mix) {
  const rows = mix.runs.map(
    (run) =>
      `| ${run.connections} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx} | ${run.bffMemory ? `${run.bffMemory.rssMb} (peak ${run.bffMemory.peakRssMb})` : 'n/a'} |`,
  );
  return ['| connections | req/s | p50 ms | p99 ms | non-2xx/errors | BFF memory after, MB |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function failures(budgets) {
  const failed = budgets.filter((b) => !b.pass);
  if (!failed.length) return '';
  return `\nFailing, by how much and why:\n\n${failed.map((b) => `- **${b.budget}**: ${b.shortBy}. Why: ${b.why}.`).join('\n')}\n`;
}

const signed = (change) => `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;

function changesSection(changes) {
  if (!changes?.since) return 'No previous run to compare with.';
  const rows = changes.figures.map(
    (c) => `| ${c.label} | ${c.previous} | ${c.current} | ${signed(c.change)} | ${c.regression ? '**regression**' : ''} |`,
  );
  if (!changes.figures.length) return `No figure in common with the run of ${changes.since} (\`previous.json\`).`;
  const regressions = changes.figures.filter((c) => c.regression).length;
  return `Against the run of ${changes.since} (\`previous.json\`): ${regressions} figure${regressions === 1 ? '' : 's'} of ours worse by more than ${REGRESSION * 100}%.

| figure | previous | now | change | |
|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The sections of a run that measured the product: bytes, time to a usable list, the BFF under load. */
function productSections({ bytes, timing, load }) {
  const copies = Object.entries(bytes.federated.attractions.sharedCopies ?? {})
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  const fedWaterfall = bytes.federated.attractions.waterfall;
  const monoWaterfall = bytes.monolith.attractions.waterfall;
  return `## Bytes (federated / monolith)

Cold first visit in Chromium at 375 px, no throttling, until the page is ready. "As served": response
bodies as the servers compressed them (CDP \`loadingFinished\` less the response headers; encodings: federated
${bytes.federated.attractions.beforeReady.js.encodings.join(', ')}); "with headers": everything on the wire over HTTP/1.1 (\`loadingFinished\`).
JS fetched after the page was ready (prefetch): federated ${kb(bytes.federated.attractions.total.js.body - bytes.federated.attractions.beforeReady.js.body)} kB, monolith ${kb(bytes.monolith.attractions.total.js.body - bytes.monolith.attractions.beforeReady.js.body)} kB.

${bytesTable(bytes)}

Shared modules loaded on \`/attractions\` (copies): ${copies || 'n/a'}

Request waterfall to the attractions list: federated depth ${fedWaterfall.depth} (${fedWaterfall.chain.join(' → ')}), monolith depth ${monoWaterfall.depth} (${monoWaterfall.chain.join(' → ')}).

### Second page view

Signed in on \`/attractions\`, settled, then the main menu's link to \`/bookings\` (client-side
navigation) until that page is ready: every response, as served.

${secondViewTable(bytes)}

## Time to a usable list (${timing.runs} interleaved runs each)

CPU ${timing.cpuSlowdown}× slower, network ${timing.network.latency} ms RTT, ${((timing.network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down. Visible: the first attraction link is in the page; interactive: a click on it is handled.

${timingTable(timing.medians)}

## BFF under load (${load.connections} connections, ${load.durationSeconds} s each after a 2 s warm-up, loopback)

Ours and each peer in interleaved rounds (ours, peer, ours, peer; the proxy's with the bare proxy
and the direct call besides), each keeping the better of its ${load.rounds} rounds by req/s. "Server
CPU per call" is the CPU time the answering process spent during the run over the calls it
answered: the load generator's and the upstream's share of the two cores left out.

${loadTable(load)}

Session / next-auth: ${ratio(load.session.requestsPerSecond, load.nextAuthSession.requestsPerSecond)}× · proxy / http-proxy-middleware: ${ratio(load.proxyOffers.requestsPerSecond, load.proxyPeerOffers.requestsPerSecond)}× · proxy / direct: ${ratio(load.proxyOffers.requestsPerSecond, load.directOffers.requestsPerSecond)}×

### A visitor's mix

Each connection cycles through ${load.mix.requests.map((path) => `\`${path}\``).join(', ')} (a page
load, session polls, product calls through the proxy), signed in; ${load.durationSeconds} s per run.

${mixTable(load.mix)}
`;
}

function renderMarkdown(result) {
  const { environment: env, budgets, changes } = result;
  const sections = [result.lighthouse && renderLighthouse(result.lighthouse), result.bytes && productSections(result)].filter(Boolean);
  return `# Benchmark results

${env.date} · Node ${env.node} · ${env.cpus} CPUs · load average ${env.loadBefore.join(' / ')} before, ${env.loadAfter.join(' / ')} after (other processes share the machine)${result.bytes ? '' : '\n\nLighthouse alone (`--lighthouse-only`): bytes, time and the BFF under load were not measured in this run.'}

## Budgets

| budget | limit | actual | |
|---|---|---|---|
${budgets.map((b) => `| ${b.budget} | ${b.limit} | ${b.actual} | ${b.pass ? 'pass' : '**FAIL**'} |`).join('\n')}
${failures(budgets)}
## Change since the previous run

${changesSection(changes)}

${sections.join('\n')}`;
}

module.exports = { renderMarkdown };
