import { createHealthWindow } from './health-window';

describe("a release's page loads and failures over the window", () => {
  it('counts each outcome for its own release, and forgets those older than the window', () => {
    let now = 1_000_000;
    const window = createHealthWindow({ windowMs: 10_000, now: () => now });
    window.add('bookings', '0.2.0', true);
    window.add('bookings', '0.2.0', false);
    window.add('bookings', '0.1.0', false);
    now += 5_000;
    window.add('bookings', '0.2.0', false);
    expect(window.countsOf('bookings', '0.2.0')).toEqual({ loads: 3, failures: 1 });
    expect(window.countsOf('auth', '0.2.0')).toEqual({ loads: 0, failures: 0 });

    now += 5_000;
    expect(window.countsOf('bookings', '0.2.0')).toEqual({ loads: 1, failures: 0 });
    expect(window.all()).toEqual({ bookings: { '0.2.0': { loads: 1, failures: 0 } } });
    now += 5_000;
    expect(window.all()).toEqual({});
  });
});
