import { drainDelayMs } from './drain-delay';

describe('drainDelayMs', () => {
  it('is 5 s unless DRAIN_DELAY_MS says otherwise', () => {
    expect(drainDelayMs({})).toBe(5000);
    expect(drainDelayMs({ DRAIN_DELAY_MS: '0' })).toBe(0);
    expect(drainDelayMs({ DRAIN_DELAY_MS: '1500' })).toBe(1500);
  });

  it('refuses what is not a whole number of milliseconds', () => {
    for (const value of ['-1', '1.5', 'soon']) expect(() => drainDelayMs({ DRAIN_DELAY_MS: value })).toThrow('DRAIN_DELAY_MS');
  });
});
