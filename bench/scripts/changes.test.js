// Each figure against the previous run: how much it moved, and whether ours got worse by more than 5%.
const { compareResults } = require('./changes');

function result({ sessionRps = 2000, sessionP99 = 10, attractionsJs = 150_000, nextAuthRps = 1000 } = {}) {
  return {
    bytes: { federated: { attractions: { beforeReady: { js: { body: attractionsJs } } } } },
    load: {
      session: { requestsPerSecond: sessionRps, p99Ms: sessionP99 },
      nextAuthSession: { requestsPerSecond: nextAuthRps, p99Ms: 12 },
    },
  };
}

const row = (rows, label) => rows.find((r) => r.label === label);

describe('changes against the previous run', () => {
  it('gives each figure both runs have, with its change', () => {
    const rows = compareResults(result(), result({ sessionRps: 2100 }));
    expect(row(rows, 'Session endpoint, req/s')).toEqual(
      expect.objectContaining({ previous: 2000, current: 2100, change: 0.05, regression: false }),
    );
  });

  it('flags a figure of ours that got worse by more than 5%, whichever way is worse', () => {
    const rows = compareResults(result(), result({ sessionRps: 1880, sessionP99: 11, attractionsJs: 157_600 }));
    expect(row(rows, 'Session endpoint, req/s').regression).toBe(true);
    expect(row(rows, 'Session endpoint, p99 ms').regression).toBe(true);
    expect(row(rows, 'First-load JS of /attractions, kB as served').regression).toBe(true);
  });

  it('does not flag 5% or less, nor an improvement', () => {
    const rows = compareResults(result(), result({ sessionRps: 1900, attractionsJs: 120_000 }));
    expect(rows.filter((r) => r.regression)).toEqual([]);
  });

  it('reports a peer\'s change without flagging it', () => {
    const rows = compareResults(result(), result({ nextAuthRps: 500 }));
    expect(row(rows, 'next-auth session endpoint, req/s')).toEqual(expect.objectContaining({ change: -0.5, regression: false }));
  });

  it('leaves out figures the previous run did not measure, and has nothing to compare without one', () => {
    const previous = result();
    delete previous.load.nextAuthSession;
    expect(row(compareResults(previous, result()), 'next-auth session endpoint, req/s')).toBeUndefined();
    expect(compareResults(undefined, result())).toEqual([]);
  });

  it('compares the language switch, lower being better, flagging ours only', () => {
    const switched = (federated, monolith) => ({ languageSwitch: { medians: { federated, monolith } } });
    const rows = compareResults(switched(80, 60), switched(84.8, 90));
    expect(row(rows, 'Language switch on /attractions at 4× CPU, median ms')).toEqual(expect.objectContaining({ previous: 80, current: 84.8, change: 0.06, regression: true }));
    expect(row(rows, 'Monolith language switch on /attractions at 4× CPU, median ms')).toEqual(expect.objectContaining({ change: 0.5, regression: false }));
    expect(row(compareResults(switched(80, 60), switched(70, 60)), 'Language switch on /attractions at 4× CPU, median ms').regression).toBe(false);
  });

  it("compares Lighthouse's figures of each page and form factor, flagging ours only", () => {
    const lighthouse = (performance, lcpMs, monolithLcpMs) => ({
      lighthouse: {
        summary: {
          federated: { '/attractions': { mobile: { performance, lcpMs, cls: 0.1 } } },
          monolith: { '/attractions': { mobile: { performance: 90, lcpMs: monolithLcpMs, cls: 0 } } },
        },
      },
    });
    const rows = compareResults(lighthouse(92, 2500, 2400), lighthouse(86, 2600, 3000));
    expect(row(rows, 'Lighthouse /attractions mobile, performance score')).toEqual(expect.objectContaining({ previous: 92, current: 86, regression: true }));
    expect(row(rows, 'Lighthouse /attractions mobile, largest paint ms')).toEqual(expect.objectContaining({ change: 0.04, regression: false }));
    expect(row(rows, 'Lighthouse /attractions mobile, worst layout shift')).toEqual(expect.objectContaining({ change: 0 }));
    expect(row(rows, 'Monolith Lighthouse /attractions mobile, largest paint ms')).toEqual(expect.objectContaining({ change: 0.25, regression: false }));
    expect(row(rows, 'Lighthouse /attractions desktop, largest paint ms')).toBeUndefined();
  });
});
