// The markdown summary of one bench result. Pure: result in, text out.
const { ratio } = require('./stats');
const { KB } = require('./budgets');
const { REGRESSION } = require('./changes');
const { renderLighthouse } = require('./lighthouse-report');
const { loadSection } = require('./load-report');

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

function languageSwitchTable({ medians }) {
  return [
    '| /attractions, English → Spanish, median ms | federated | monolith | ratio |',
    '|---|---|---|---|',
    `| language switch | ${medians.federated} | ${medians.monolith} | ${ratio(medians.federated, medians.monolith)}× |`,
  ].join('\n');
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

/** The sections of a run that measured the product: bytes, time to a usable list, a language switch. */
function pageSections({ bytes, timing, languageSwitch }) {
  const copies = Object.entries(bytes.federated.attractions.sharedCopies ?? {})
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  const fedWaterfall = bytes.federated.attractions.waterfall;
  const monoWaterfall = bytes.monolith.attractions.waterfall;
  return `## Bytes (federated / monolith)

Cold first visit in Chromium at 375 px, no throttling, until the page is ready. "As served": response
bodies as the servers compressed them (CDP \`loadingFinished\` less the response headers; encodings: federated
${bytes.federated.attractions.beforeReady.js.encodings.join(', ')}); "with headers": everything on the wire over HTTP/1.1 (\`loadingFinished\`).
JS fetched on \`/attractions\` after the page was ready, until the network was idle: federated ${kb(bytes.federated.attractions.total.js.body - bytes.federated.attractions.beforeReady.js.body)} kB, monolith ${kb(bytes.monolith.attractions.total.js.body - bytes.monolith.attractions.beforeReady.js.body)} kB;
all JS until then, with headers: federated ${kb(bytes.federated.attractions.total.js.transferred)} kB in ${bytes.federated.attractions.total.js.files} files, monolith ${kb(bytes.monolith.attractions.total.js.transferred)} kB in ${bytes.monolith.attractions.total.js.files}.

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

## Language switch (${languageSwitch.runs} runs each)

Signed in on \`/attractions\` in English, settled, CPU ${languageSwitch.cpuSlowdown}× slower, no network throttling: from the header's
language control set to Spanish until \`<html lang>\` and the page's heading are Spanish, painted.

${languageSwitchTable(languageSwitch)}
`;
}

function renderMarkdown(result) {
  const { environment: env, budgets, changes } = result;
  const sections = [result.lighthouse && renderLighthouse(result.lighthouse), result.bytes && pageSections(result), result.load && loadSection(result.load)].filter(Boolean);
  const partOnly = result.bytes
    ? ''
    : result.load
      ? '\n\nThe BFF under load alone (`--load-only`): bytes, time and Lighthouse were not measured in this run.'
      : '\n\nLighthouse alone (`--lighthouse-only`): bytes, time and the BFF under load were not measured in this run.';
  return `# Benchmark results

${env.date} · Node ${env.node} · ${env.cpus} CPUs · load average ${env.loadBefore.join(' / ')} before, ${env.loadAfter.join(' / ')} after (other processes share the machine)${partOnly}

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
