// A Lighthouse report (its `lhr`) read into the bench's figures, and a page's loads into what the
// budgets judge: the median for paint, blocking time and scores, the worst for layout shift. Pure.
const { median } = require('./stats');

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };

/** The weighted audits that cost a category points: where a score under 100 comes from. */
function pointsLost(lhr, category) {
  return category.auditRefs.filter(({ id, weight }) => weight > 0 && lhr.audits[id]?.score != null && lhr.audits[id].score < 1).map(({ id }) => id);
}

/** The largest paint's element and its phases (TTFB, load delay, load time, render delay), ms. */
function largestPaint(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items[0]?.node;
  return {
    element: node ? `${node.selector} (${node.nodeLabel})` : null,
    phases: Object.fromEntries((phases?.items ?? []).map(({ phase, timing }) => [phase, Math.round(timing)])),
  };
}

/** The elements that moved, biggest shift first. */
function shifted(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => ({ element: item.node?.selector ?? null, score: roundShift(item.score) })).sort((a, b) => b.score - a.score);
}

const roundShift = (value) => Math.round(value * 10_000) / 10_000;

/** The main thread's time running scripts (Lighthouse's "Script Evaluation"), ms. */
function scriptEvaluation(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Math.round(items.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0);
}

/** One load's figures; throws on a run Lighthouse could not complete. */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id].numericValue;
  const categories = Object.entries(CATEGORIES).map(([key, id]) => [key, lhr.categories[id]]);
  return {
    ...Object.fromEntries(categories.map(([key, category]) => [key, Math.round(category.score * 100)])),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    scriptMs: scriptEvaluation(lhr),
    cls: roundShift(numeric('cumulative-layout-shift')),
    largestPaint: largestPaint(lhr),
    shifted: shifted(lhr),
    pointsLost: Object.fromEntries(categories.map(([key, category]) => [key, pointsLost(lhr, category)]).filter(([, lost]) => lost.length)),
  };
}

/** How Lighthouse ran: its throttling and screen, from one of its reports. */
function settingsOf(lhr) {
  const { throttling, throttlingMethod, screenEmulation, formFactor } = lhr.configSettings;
  return {
    lighthouse: lhr.lighthouseVersion,
    formFactor,
    throttlingMethod,
    rttMs: throttling.rttMs,
    throughputKbps: throttling.throughputKbps,
    cpuSlowdown: throttling.cpuSlowdownMultiplier,
    screen: `${screenEmulation.width}×${screenEmulation.height}`,
  };
}

/** The load whose `key` is nearest the median: whose details explain the median figure. */
function medianLoad(loads, key) {
  const middle = median(loads.map((load) => load[key]));
  return loads.reduce((best, load) => (Math.abs(load[key] - middle) < Math.abs(best[key] - middle) ? load : best));
}

/** A page's loads in one form factor: medians of scores, paint and blocking time; the worst shift. */
function summariseLoads(loads) {
  const of = (key) => median(loads.map((load) => load[key]));
  const worst = loads.reduce((a, b) => (b.cls > a.cls ? b : a));
  return {
    loads: loads.length,
    ...Object.fromEntries(Object.keys(CATEGORIES).map((key) => [key, of(key)])),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    scriptMs: of('scriptMs'),
    cls: worst.cls,
    largestPaint: medianLoad(loads, 'lcpMs').largestPaint,
    shifted: worst.shifted,
    // What cost points in any of the loads.
    pointsLost: Object.fromEntries(
      Object.keys(CATEGORIES)
        .map((key) => [key, [...new Set(loads.flatMap((load) => load.pointsLost[key] ?? []))]])
        .filter(([, lost]) => lost.length),
    ),
  };
}

/** `samples[build][path][formFactor]` (each a list of loads' figures) into the same shape of summaries. */
function summarise(samples) {
  const map = (object, fn) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]));
  return map(samples, (paths) => map(paths, (formFactors) => map(formFactors, summariseLoads)));
}

module.exports = { figuresOf, settingsOf, summariseLoads, summarise };
