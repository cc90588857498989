// The web-vitals budgets, judged from the Lighthouse summaries of one bench result. Pure: figures
// in, verdicts out. A failing budget says by how much, and what Lighthouse saw (why it fails).
const { ratio } = require('./stats');

const LIGHTHOUSE_BUDGETS = {
  worstLayoutShift: 0.02,
  mobileLcpMs: 2500,
  // Where we want to be: reported beside the budget, judged by none.
  mobileLcpGoalMs: 2000,
  mobilePerformance: 95,
  rootScore: 100,
};

const FORM_FACTORS = ['mobile', 'desktop'];
const ROOT_SCORES = { accessibility: 'Accessibility', bestPractices: 'Best practices', seo: 'SEO' };

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const shift = (value) => String(Number(value.toFixed(4)));
const points = (value) => String(value);

/** A figure against its limit; `show` writes a value of it. */
function judged(value, limit, better, show) {
  const pass = better === 'lower' ? value <= limit : value >= limit;
  const gap = Math.abs(value - limit);
  return { pass, actual: show(value), shortBy: `${show(value)}, ${show(gap)} ${better === 'lower' ? 'over' : 'short of'} ${show(limit)}` };
}

/** The largest paint's element and how its time splits. */
const describePaint = ({ element, phases: timings }) =>
  `${element ?? 'no element named'}: ${Object.entries(timings)
    .map(([phase, ms]) => `${phase.toLowerCase()} ${ms} ms`)
    .join(', ')}`;

const whatMoved = (summary) =>
  summary.shifted.length ? `what moved: ${summary.shifted.map(({ element, score }) => `${element} ${shift(score)}`).join('; ')}` : 'Lighthouse names no element';

const lostTo = (summary, key) => `points lost to ${(summary.pointsLost[key] ?? []).join(', ') || 'nothing Lighthouse names'}`;

/**
 * The phone's budgets of each page in each of a kind of variant (the other languages, the
 * cities), judged on the variant where the page does worst (its median largest paint; its worst
 * shift).
 * @param {string} kind  what the variants are, as the budget's name says it ("other languages")
 * @param {Record<string, Record<string, { mobile: any }>>} variants  summaries by variant, then page
 * @param {{ lcpMs: number, shift: number }} limits
 */
function inEvery(kind, variants, limits) {
  const names = Object.keys(variants);
  if (names.length === 0) return [];
  const paths = Object.keys(variants[names[0]]);
  const worstOf = (path, key) => names.map((variant) => ({ variant, summary: variants[variant][path].mobile })).reduce((a, b) => (b.summary[key] > a.summary[key] ? b : a));
  return paths.flatMap((path) => {
    const paint = worstOf(path, 'lcpMs');
    const moved = worstOf(path, 'cls');
    const lcp = judged(paint.summary.lcpMs, limits.lcpMs, 'lower', seconds);
    const cls = judged(moved.summary.cls, limits.shift, 'lower', shift);
    return [
      {
        budget: `Worst layout shift, mobile, ${path}, in each of ${names.length} ${kind}`,
        limit: limits.shift === 0 ? '= 0' : `≤ ${limits.shift}`,
        ...cls,
        actual: `${cls.actual} (${moved.variant})`,
        why: `in ${moved.variant}, ${whatMoved(moved.summary)}`,
      },
      {
        budget: `Largest paint, mobile, median, ${path}, in each of ${names.length} ${kind}`,
        limit: `≤ ${seconds(limits.lcpMs)}`,
        ...lcp,
        actual: `${lcp.actual} at most (${paint.variant})`,
        why: `in ${paint.variant}, the largest paint is ${describePaint(paint.summary.largestPaint)}`,
      },
    ];
  });
}

/**
 * The first load's main thread on a phone, no worse than another checkout's build (`--before`)
 * measured in the same run: blocking time and script evaluation, each page's medians.
 */
function againstBefore(federated, before) {
  if (!before) return [];
  const measures = [
    ['tbtMs', 'Total blocking time'],
    ['scriptMs', 'Script evaluation'],
  ];
  return Object.keys(federated).flatMap((path) =>
    measures.map(([key, name]) => {
      const ours = federated[path].mobile[key];
      const theirs = before[path].mobile[key];
      return {
        budget: `${name} vs the --before build, mobile, median, ${path}`,
        limit: '≤ 1×',
        pass: ours <= theirs,
        actual: `${ratio(ours, theirs) ?? 'n/a'}× (${ours} vs ${theirs} ms)`,
        shortBy: `${ours - theirs} ms more than the --before build's ${theirs} ms`,
        why: 'bench:main-thread names the scripts and functions the main thread spends it in',
      };
    }),
  );
}

/** @param {{ summary: Record<string, Record<string, Record<string, any>>>, languages?: Record<string, Record<string, Record<string, any>>>, cities?: { summary: Record<string, Record<string, Record<string, any>>> } }} lighthouse */
function checkLighthouseBudgets(lighthouse) {
  const { federated, monolith, before } = lighthouse.summary;
  const paths = Object.keys(federated);
  const budgets = LIGHTHOUSE_BUDGETS;
  const goal = (ms) => `; goal ${seconds(budgets.mobileLcpGoalMs)}: ${ms <= budgets.mobileLcpGoalMs ? 'reached' : `${seconds(ms - budgets.mobileLcpGoalMs)} over`}`;
  return [
    ...paths.flatMap((path) =>
      FORM_FACTORS.map((formFactor) => {
        const summary = federated[path][formFactor];
        return {
          budget: `Worst layout shift of ${summary.loads} loads, ${path}, ${formFactor}`,
          limit: `≤ ${budgets.worstLayoutShift}`,
          ...judged(summary.cls, budgets.worstLayoutShift, 'lower', shift),
          why: whatMoved(summary),
        };
      }),
    ),
    ...paths.map((path) => {
      const summary = federated[path].mobile;
      const verdict = judged(summary.lcpMs, budgets.mobileLcpMs, 'lower', seconds);
      return {
        budget: `Largest paint, mobile, median, ${path}`,
        limit: `≤ ${seconds(budgets.mobileLcpMs)}`,
        ...verdict,
        actual: verdict.actual + goal(summary.lcpMs),
        why: `the largest paint is ${describePaint(summary.largestPaint)}`,
      };
    }),
    ...inEvery('other languages', lighthouse.languages ?? {}, { lcpMs: budgets.mobileLcpMs, shift: budgets.worstLayoutShift }),
    // A city's look is data: nothing of it may move the page, its web font swapping in included.
    ...inEvery('cities', lighthouse.cities?.summary ?? {}, { lcpMs: budgets.mobileLcpMs, shift: 0 }),
    ...paths.map((path) => {
      const summary = federated[path].mobile;
      return {
        budget: `Performance score, mobile, median, ${path}`,
        limit: `≥ ${budgets.mobilePerformance}`,
        ...judged(summary.performance, budgets.mobilePerformance, 'higher', points),
        why: lostTo(summary, 'performance'),
      };
    }),
    ...Object.entries(ROOT_SCORES).map(([key, name]) => {
      // Both form factors: the lower median is the one judged.
      const lowest = FORM_FACTORS.map((formFactor) => federated['/'][formFactor]).reduce((a, b) => (b[key] < a[key] ? b : a));
      return { budget: `${name} score, /, mobile and desktop`, limit: `= ${budgets.rootScore}`, ...judged(lowest[key], budgets.rootScore, 'higher', points), why: lostTo(lowest, key) };
    }),
    ...paths.flatMap((path) =>
      FORM_FACTORS.map((formFactor) => {
        const ours = federated[path][formFactor];
        const theirs = monolith[path][formFactor];
        const times = Math.round((ours.lcpMs / theirs.lcpMs) * 100) / 100;
        return {
          budget: `Largest paint vs monolith, ${path}, ${formFactor}, median`,
          limit: '≤ 1×',
          pass: ours.lcpMs <= theirs.lcpMs,
          actual: `${times}× (${seconds(ours.lcpMs)} vs ${seconds(theirs.lcpMs)})`,
          shortBy: `${seconds(ours.lcpMs - theirs.lcpMs)} behind the monolith's ${seconds(theirs.lcpMs)}`,
          why: `federated ${describePaint(ours.largestPaint)}; monolith ${describePaint(theirs.largestPaint)}`,
        };
      }),
    ),
    ...againstBefore(federated, before),
  ];
}

module.exports = { checkLighthouseBudgets, describePaint, LIGHTHOUSE_BUDGETS };
