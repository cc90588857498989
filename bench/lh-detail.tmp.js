const { startStack, startOtherCheckout } = require('./scripts/stack');
const { loadLighthouse, reach } = require('./scripts/lighthouse');
const { openAuditedTab } = require('./scripts/lighthouse-tab');
const { AUDITED_PAGES } = require('./scripts/pages');
(async () => {
  const log = (l) => console.log(l);
  const builds = { this: await startStack({ shellDist: 'shell/dist' }), before: await startOtherCheckout('/tmp/before') };
  const tool = await loadLighthouse(log);
  try {
    const audited = AUDITED_PAGES[0];
    for (let i = 0; i < 2; i++) for (const name of Object.keys(builds)) {
      const tab = await openAuditedTab(tool.puppeteer);
      const url = await reach(audited, tab, builds[name].url);
      const { lhr } = await tool.lighthouse(url, { logLevel: 'error' }, undefined, tab.tab);
      const boot = lhr.audits['bootup-time'].details.items.map((it) => `${new URL(it.url, 'http://x').pathname.split('/').pop()} total ${Math.round(it.total)} script ${Math.round(it.scripting)} parse ${Math.round(it.scriptParseCompile)}`);
      const mt = lhr.audits['mainthread-work-breakdown'].details.items.map((it) => `${it.group} ${Math.round(it.duration)}`);
      log(`== ${name}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)}\n  ${mt.join(', ')}\n  ${boot.join('\n  ')}`);
      const lt = lhr.audits['long-tasks']?.details?.items?.map((it) => `${new URL(it.url, 'http://x').pathname.split('/').pop()}@${Math.round(it.startTime)}:${Math.round(it.duration)}`);
      log(`  long tasks: ${lt?.join(' ')}`);
      await tab.close();
    }
  } finally { await Promise.all(Object.values(builds).map((b) => b.stop())); }
})().catch((e) => { console.error(e); process.exit(1); });
