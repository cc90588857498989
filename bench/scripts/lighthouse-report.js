// The Lighthouse section of results/latest.md. Pure: a result's `lighthouse` in, markdown out.
const { ratio } = require('./stats');
const { LIGHTHOUSE_BUDGETS, describePaint } = require('./lighthouse-budgets');

const FORM_FACTORS = { mobile: 'Mobile', desktop: 'Desktop' };

const seconds = (ms) => (ms / 1000).toFixed(2);
const times = (a, b) => {
  const value = ratio(a, b);
  return value === null ? 'n/a' : `${value}×`;
};

function settingsLine(name, s) {
  const mbit = (s.throughputKbps / 1024).toFixed(1);
  return `${name}: ${s.rttMs} ms round trip, ${mbit} Mbit/s, CPU ${s.cpuSlowdown}× slower, ${s.screen} screen (throttling: ${s.throttlingMethod})`;
}

function formFactorTable(summary, formFactor) {
  const rows = Object.keys(summary.federated).map((path) => {
    const fed = summary.federated[path][formFactor];
    const mono = summary.monolith[path][formFactor];
    return `| \`${path}\` | ${fed.performance} / ${mono.performance} | ${seconds(fed.lcpMs)} / ${seconds(mono.lcpMs)} | ${times(fed.lcpMs, mono.lcpMs)} | ${fed.tbtMs} / ${mono.tbtMs} | ${times(fed.tbtMs, mono.tbtMs)} | ${fed.cls} / ${mono.cls} | ${fed.accessibility}, ${fed.bestPractices}, ${fed.seo} |`;
  });
  return [
    '| route | performance fed / mono | largest paint s, fed / mono | ratio | total blocking time ms, fed / mono | ratio | layout shift, worst load, fed / mono | accessibility, best practices, SEO (fed) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Per route, the federated mobile run's largest paint, against the goal, and what cost points. */
function paintNotes(summary) {
  const goal = LIGHTHOUSE_BUDGETS.mobileLcpGoalMs;
  return Object.entries(summary.federated)
    .map(([path, { mobile }]) => {
      const toGoal = mobile.lcpMs <= goal ? 'within the goal' : `${seconds(mobile.lcpMs - goal)} s over the goal`;
      const lost = Object.entries(mobile.pointsLost).map(([category, audits]) => `${category}: ${audits.join(', ')}`);
      return `- \`${path}\`: ${seconds(mobile.lcpMs)} s, ${toGoal}; ${describePaint(mobile.largestPaint)}${lost.length ? `. Points lost to ${lost.join('; ')}` : ''}.`;
    })
    .join('\n');
}

/** The federated pages on a phone in each variant (language, city): median largest paint and worst shift. */
function variantsTable(title, intro, variants) {
  const names = Object.keys(variants ?? {});
  if (names.length === 0) return '';
  const rows = Object.keys(variants[names[0]]).map((path) => `| \`${path}\` | ${names.map((name) => `${seconds(variants[name][path].mobile.lcpMs)} / ${variants[name][path].mobile.cls}`).join(' | ')} |`);
  return `

### ${title}

${intro}: median largest paint in seconds / worst layout shift.

| route | ${names.join(' | ')} |
|---|${names.map(() => '---|').join('')}
${rows.join('\n')}`;
}

/** The phone's main thread against another checkout's build (`--before`), when the run has one. */
function beforeTable(summary) {
  if (!summary.before) return '';
  const rows = Object.keys(summary.federated).map((path) => {
    const ours = summary.federated[path].mobile;
    const theirs = summary.before[path].mobile;
    return `| \`${path}\` | ${ours.tbtMs} / ${theirs.tbtMs} | ${times(ours.tbtMs, theirs.tbtMs)} | ${ours.scriptMs} / ${theirs.scriptMs} | ${times(ours.scriptMs, theirs.scriptMs)} | ${seconds(ours.lcpMs)} / ${seconds(theirs.lcpMs)} |`;
  });
  return `

### Mobile, federated against the --before build

The same pages of another checkout's build, started beside this one and loaded in turns with it.

| route | total blocking time ms, this / before | ratio | script evaluation ms, this / before | ratio | largest paint s, this / before |
|---|---|---|---|---|---|
${rows.join('\n')}`;
}

function renderLighthouse(lighthouse) {
  const { summary, settings, loads, runs, durationSeconds, languages, cities } = lighthouse;
  const tables = Object.entries(FORM_FACTORS)
    .map(([formFactor, title]) => `### ${title}\n\n${formFactorTable(summary, formFactor)}`)
    .join('\n\n');
  return `## Lighthouse: web vitals per page (federated / monolith)

Lighthouse ${settings.mobile.lighthouse} in Chromium, ${loads} loads of each page per form factor, the builds
alternating which goes first; its own figures, not the bench's. ${settingsLine('Mobile (its default run)', settings.mobile)};
${settingsLine('desktop (its preset)', settings.desktop)}. Scores, largest paint and blocking time are the
median load's, layout shift the worst load's. \`/\` is seen signed out, the others signed in with the first demo
order, \`/confirmation\` right after booking the first attraction in the same tab. ${runs + (cities?.runs ?? 0)} runs in ${Math.round(durationSeconds / 60)} min.

${tables}${beforeTable(summary)}${variantsTable(
    'Mobile, federated, in every other language',
    `Each page read as a visitor who chose the language reads it (the switcher's cookie), ${loads} loads each`,
    languages,
  )}${variantsTable(
    'Mobile, federated, in every city',
    `The same built files serving each city the examples ship, and one with a web font, from its settings file alone, ${loads} loads each`,
    cities?.summary,
  )}

Largest paint on a phone, federated, against the ${seconds(LIGHTHOUSE_BUDGETS.mobileLcpGoalMs)} s goal (the median load's element and phases):

${paintNotes(summary)}
`;
}

module.exports = { renderLighthouse };
