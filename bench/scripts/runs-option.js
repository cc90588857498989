// The `--runs <n>` option of the bench's visitor commands: read once, refused on one line with exit 2 unless a whole number.
const { readCommandLine, refuseCommandLine } = require('@citypass/command-line');

/** @param {{ name: string, usage: string }} about  @param {number} defaultRuns */
function readRuns(about, defaultRuns) {
  const { values } = readCommandLine(about, { options: { runs: { type: 'string', default: String(defaultRuns) } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) refuseCommandLine(about, ['--runs: give a whole number of visitors, such as 3']);
  return runs;
}

module.exports = { readRuns };
