import { createHealthRecorder } from './health-recorder';
import { createHealthTokens } from './health-token';
import { createHealthWindow } from './health-window';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const V2 = '0.2.0-0123456789ab';

function recorder(options: { maxPages?: number } = {}) {
  let now = 1_000_000;
  const clock = () => now;
  const tokens = createHealthTokens(SECRET, { ttlMs: 60_000, now: clock });
  const window = createHealthWindow({ windowMs: 600_000, now: clock });
  const counted = jest.fn();
  const health = createHealthRecorder({ tokens, window, onCounted: counted, now: clock, ...options });
  return { tokens, window, counted, health, later: (ms: number) => (now += ms) };
}

describe('a health report', () => {
  it("counts once per page and remote, with the page's token for that release", () => {
    const { tokens, window, counted, health } = recorder();
    const token = tokens.mint({ bookings: V2, auth: '0.1.0-0123456789ab' });
    health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token });
    health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token });
    health.record({ remote: 'bookings', version: V2, outcome: 'started', token });
    health.record({ remote: 'auth', version: '0.1.0-0123456789ab', outcome: 'started', token });
    expect(window.countsOf('bookings', V2)).toEqual({ loads: 1, failures: 1 });
    expect(window.countsOf('auth', '0.1.0-0123456789ab')).toEqual({ loads: 1, failures: 0 });
    expect(counted).toHaveBeenCalledWith({ remote: 'bookings', version: V2, failed: true });
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it('is not counted with a forged or expired token, or for a release or remote its page does not load', () => {
    const { tokens, window, health, later } = recorder();
    const token = tokens.mint({ bookings: V2 });
    health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'network', token: `${token.split('.')[0]!}.AAAA` });
    health.record({ remote: 'bookings', version: '0.3.0-0123456789ab', outcome: 'failed', failure: 'network', token });
    health.record({ remote: 'attractions', version: V2, outcome: 'failed', failure: 'network', token });
    later(60_000);
    health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'network', token });
    expect(window.all()).toEqual({});
  });

  it('remembers at most so many pages, the oldest forgotten first', () => {
    const { tokens, window, health } = recorder({ maxPages: 2 });
    const pages = [tokens.mint({ bookings: V2 }), tokens.mint({ bookings: V2 }), tokens.mint({ bookings: V2 })];
    for (const token of pages) health.record({ remote: 'bookings', version: V2, outcome: 'started', token });
    health.record({ remote: 'bookings', version: V2, outcome: 'started', token: pages[2]! });
    expect(window.countsOf('bookings', V2)).toEqual({ loads: 3, failures: 0 });
  });
});
