const { startStack, startOtherCheckout } = require('./scripts/stack');
const { loadLighthouse, reach, audit, oneLine } = require('./scripts/lighthouse');
const { openAuditedTab } = require('./scripts/lighthouse-tab');
const { AUDITED_PAGES } = require('./scripts/pages');
const { summariseLoads } = require('./scripts/lighthouse-figures');
(async () => {
  const log = (l) => console.log(l);
  const builds = { this: await startStack({ shellDist: 'shell/dist' }), before: await startOtherCheckout('/tmp/before') };
  const tool = await loadLighthouse(log);
  try {
    for (const audited of AUDITED_PAGES.slice(0, 2)) {
      const tabs = {}; const urls = {}; const loads = { this: [], before: [] };
      for (const name of Object.keys(builds)) { tabs[name] = await openAuditedTab(tool.puppeteer); urls[name] = await reach(audited, tabs[name], builds[name].url); }
      for (let i = 0; i < 3; i++) for (const name of i % 2 ? ['before', 'this'] : ['this', 'before']) {
        const { figures } = await audit(tool, tool.formFactors.mobile, audited, tabs[name], urls[name], log);
        loads[name].push(figures); log(`${audited.path} ${name}: ${oneLine(figures)}, script ${figures.scriptMs} ms`);
      }
      for (const name of Object.keys(builds)) { const s = summariseLoads(loads[name]); log(`== ${audited.path} ${name}: TBT ${s.tbtMs} script ${s.scriptMs} LCP ${s.lcpMs} perf ${s.performance}`); await tabs[name].close(); }
    }
  } finally { await Promise.all(Object.values(builds).map((b) => b.stop())); }
})().catch((e) => { console.error(e); process.exit(1); });
