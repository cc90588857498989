const { summariseCpuProfile, scriptName, totalTimes } = require('./cpu-profile-summary');

const frame = (functionName, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, scriptId: '0', columnNumber });

// root → idle, program, gc, main's render (line 10) → main's format (line 40), remote's start.
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 7] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('render', 'http://127.0.0.1:4000/main.cce8dd4b23.js', 9), children: [6] },
    { id: 6, callFrame: frame('format', 'http://127.0.0.1:4000/main.cce8dd4b23.js', 39, 1200) },
    { id: 7, callFrame: frame('', 'http://127.0.0.1:4001/0.1.0-d2d3f3fb4aca/remoteEntry.js', 0) },
  ],
  samples: [2, 2, 3, 4, 5, 6, 6, 6, 7, 5],
  timeDeltas: [5000, 5000, 1000, 2000, 1000, 3000, 3000, 3000, 500, 1000],
};

describe('a CPU profile summarised', () => {
  it('counts the busy time, idle left out, and the browser’s own work apart from the scripts', () => {
    const summary = summariseCpuProfile(profile);
    expect(summary.busyMs).toBe(14.5);
    expect(summary.browser).toEqual({ '(program)': 1, '(garbage collector)': 2 });
  });

  it('ranks the scripts by their functions’ self time, named alike across builds', () => {
    expect(summariseCpuProfile(profile).byScript).toEqual([
      { script: 'main.js', ms: 11 },
      { script: 'remoteEntry.js', ms: 0.5 },
    ]);
  });

  it('ranks the heaviest functions, each with its script and line, and where it is in the file served, as many as asked', () => {
    expect(summariseCpuProfile(profile, { top: 2 }).heaviest).toEqual([
      { function: 'format main.js:40', url: 'http://127.0.0.1:4000/main.cce8dd4b23.js', line: 39, column: 1200, ms: 9 },
      { function: 'render main.js:10', url: 'http://127.0.0.1:4000/main.cce8dd4b23.js', line: 9, column: 0, ms: 2 },
    ]);
  });

  it('ranks whose code the time went to, as the caller tells a position’s owner', () => {
    const owner = (url, line) => (!url ? '(browser)' : line === 39 ? 'intl-messageformat' : 'ours: shell');
    expect(summariseCpuProfile(profile, { packageOf: owner }).byPackage).toEqual([
      { package: 'intl-messageformat', ms: 9 },
      { package: 'ours: shell', ms: 2.5 },
    ]);
  });

  it('names a script without its content hash or release folder', () => {
    expect(scriptName('http://x/state-machines.99c22b4ce5.js')).toBe('state-machines.js');
    expect(scriptName('http://x/0.1.0-d2d3f3fb4aca/__federation_expose_AttractionsPage.80aa5b251f.js')).toBe('__federation_expose_AttractionsPage.js');
    expect(scriptName('')).toBe('(native)');
  });
});

describe('a request’s steps in a CPU profile', () => {
  it('each take the time spent in them and all they called, a function of another file or name being no step', () => {
    const steps = [
      { step: 'rendering', functionName: 'render', file: '/main.cce8dd4b23.js' },
      { step: 'formatting', functionName: 'format', file: '/main.cce8dd4b23.js' },
      { step: 'a render elsewhere', functionName: 'render', file: '/remoteEntry.js' },
    ];
    expect(totalTimes(profile, steps)).toEqual([
      { step: 'rendering', ms: 11 },
      { step: 'formatting', ms: 9 },
      { step: 'a render elsewhere', ms: 0 },
    ]);
  });

  it('count a sample once for a step its stack names twice', () => {
    const recursive = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('walk', 'file:///app/tree.js'), children: [3] },
        { id: 3, callFrame: frame('walk', 'file:///app/tree.js') },
      ],
      samples: [3, 2],
      timeDeltas: [2000, 1000],
    };
    expect(totalTimes(recursive, [{ step: 'walking', functionName: 'walk', file: '/tree.js' }])).toEqual([{ step: 'walking', ms: 3 }]);
  });
});
