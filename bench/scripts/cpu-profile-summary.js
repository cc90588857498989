// A V8 CPU profile (Chrome DevTools Protocol `Profiler.stop`) summarised: where the main thread's
// time went, by script and by the heaviest functions (self time), the browser's own work apart.

// What V8 names nodes that are not a script's function.
const IDLE = '(idle)';
const NOT_SCRIPTS = new Set(['(program)', '(garbage collector)', '(root)']);

/**
 * A script as two builds both name it: the file without its content hash or release folder, so
 * `/0.1.0-d2d3f3fb4aca/remoteEntry.js` and `main.cce8dd4b23.js` read `remoteEntry.js` and `main.js`.
 * @param {string} url
 */
function scriptName(url) {
  if (!url) return '(native)';
  const file = new URL(url, 'http://page.invalid/').pathname.split('/').pop() || url;
  return file.replace(/\.[0-9a-f]{8,}(?=\.m?js$)/, '');
}

/**
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 * @param {{ top?: number, packageOf?: (url: string, line: number, column: number) => string }} [options]
 *   how many functions to name; whose code a position is (a package, ours), to rank those too
 */
function summariseCpuProfile(profile, { top = 15, packageOf } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  let busy = 0;
  const browser = {};
  const scripts = new Map();
  const packages = new Map();
  const functions = new Map();
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === IDLE) continue;
    busy += micros;
    if (NOT_SCRIPTS.has(functionName)) {
      browser[functionName] = (browser[functionName] ?? 0) + micros;
      continue;
    }
    const script = scriptName(url);
    scripts.set(script, (scripts.get(script) ?? 0) + micros);
    const { columnNumber } = byId.get(id).callFrame;
    if (packageOf) {
      const owner = packageOf(url, lineNumber, columnNumber);
      packages.set(owner, (packages.get(owner) ?? 0) + micros);
    }
    const key = JSON.stringify([functionName || '(anonymous)', url, lineNumber, columnNumber]);
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const ms = (micros) => Math.round(micros / 100) / 10;
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    busyMs: ms(busy),
    browser: Object.fromEntries(Object.entries(browser).map(([name, micros]) => [name, ms(micros)])),
    byScript: ranked(scripts).map(([script, micros]) => ({ script, ms: ms(micros) })),
    byPackage: ranked(packages).map(([owner, micros]) => ({ package: owner, ms: ms(micros) })),
    heaviest: ranked(functions)
      .slice(0, top)
      .map(([key, micros]) => {
        const [name, url, line, column] = JSON.parse(key);
        // Positions as the profile gives them: 0-based lines and columns of the served file.
        return { function: `${name} ${scriptName(url)}:${line + 1}`, url, line, column, ms: ms(micros) };
      }),
  };
}

/**
 * The time spent in each step and in all it called (its total time), a step being a function
 * named in a file: what a request's steps cost apart, however the work below them is shared out.
 * @param {{ nodes: { id: number, children?: number[], callFrame: { functionName: string, url: string } }[], samples: number[], timeDeltas: number[] }} profile
 * @param {{ step: string, functionName: string, file: string }[]} steps  `file`: how the script's URL ends
 * @returns {{ step: string, ms: number }[]}
 */
function totalTimes(profile, steps) {
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stepsOf = new Map();
  const stepsAt = (node) => {
    if (!stepsOf.has(node.id)) {
      const { functionName, url } = node.callFrame;
      const here = steps.filter((step) => step.functionName === functionName && url.endsWith(step.file)).map((step) => step.step);
      const parent = parentOf.get(node.id);
      stepsOf.set(node.id, new Set([...here, ...(parent ? stepsAt(parent) : [])]));
    }
    return stepsOf.get(node.id);
  };
  const micros = new Map(steps.map((step) => [step.step, 0]));
  profile.samples.forEach((id, index) => {
    for (const step of stepsAt(byId.get(id))) micros.set(step, micros.get(step) + (profile.timeDeltas[index] ?? 0));
  });
  return [...micros].map(([step, total]) => ({ step, ms: Math.round(total / 100) / 10 }));
}

module.exports = { summariseCpuProfile, scriptName, totalTimes };
