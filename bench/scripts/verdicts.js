// How the budgets judge a figure against its limit and say by how much it misses. Pure.
const { ratio } = require('./stats');

const KB = 1000;

// One decimal: a budget missed by half a percent must not read "0% over".
const percent = (value) => `${(value * 100).toFixed(1)}%`;
const kB = (bytes) => (bytes / KB).toFixed(1);
const times = (value) => `${ratio(value, 1)}×`;

/** A figure that must reach `limit` (higher is better). */
function atLeast(value, limit) {
  return { pass: value >= limit, actual: times(value), shortBy: `${times(value)}, ${percent(1 - value / limit)} short of ${limit}×` };
}

/** A figure that must stay within `limit` (lower is better). */
function atMost(value, limit) {
  return { pass: value <= limit, actual: times(value), shortBy: `${times(value)}, ${percent(value / limit - 1)} over ${limit}×` };
}

/** `bytes` in `files` within `limitKb`. */
function withinKb(bytes, files, limitKb) {
  const actual = `${kB(bytes)} kB in ${files} files`;
  return { pass: bytes <= limitKb * KB, actual, shortBy: `${actual}, ${percent(bytes / (limitKb * KB) - 1)} over ${limitKb} kB` };
}

/** A time within `limitMs`; `beside` is shown after it (another build's time). */
function withinMs(ms, limitMs, beside) {
  const actual = `${ms} ms (${beside})`;
  return { pass: ms <= limitMs, actual, shortBy: `${actual}, ${percent(ms / limitMs - 1)} over ${limitMs} ms` };
}

module.exports = { KB, kB, percent, times, atLeast, atMost, withinKb, withinMs };
