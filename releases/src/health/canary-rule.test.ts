import { canaryRuleOf, releaseSettingsSchema } from '../settings';
import { shouldStopCanary, stopReason } from './canary-rule';

// The rule with the settings' defaults.
const DEFAULT_CANARY_RULE = canaryRuleOf(releaseSettingsSchema.parse({}));

const counts = (failures: number, loads: number) => ({ failures, loads });

describe('whether a canary is stopped (defaults: at least 20 loads, failure rate above 5% and above twice stable)', () => {
  it('waits for 20 canary page loads: 19 all failing are not enough, 20 are', () => {
    expect(shouldStopCanary(counts(0, 100), counts(19, 19), DEFAULT_CANARY_RULE)).toBe(false);
    expect(shouldStopCanary(counts(0, 100), counts(20, 20), DEFAULT_CANARY_RULE)).toBe(true);
  });

  it('stops above 5%, not at exactly 5%', () => {
    expect(shouldStopCanary(counts(0, 100), counts(1, 20), DEFAULT_CANARY_RULE)).toBe(false);
    expect(shouldStopCanary(counts(0, 100), counts(5, 100), DEFAULT_CANARY_RULE)).toBe(false);
    expect(shouldStopCanary(counts(0, 100), counts(6, 100), DEFAULT_CANARY_RULE)).toBe(true);
  });

  it("stops above twice stable's rate, not at exactly twice", () => {
    expect(shouldStopCanary(counts(10, 100), counts(20, 100), DEFAULT_CANARY_RULE)).toBe(false);
    expect(shouldStopCanary(counts(10, 100), counts(21, 100), DEFAULT_CANARY_RULE)).toBe(true);
    expect(shouldStopCanary(counts(3, 50), counts(6, 50), DEFAULT_CANARY_RULE)).toBe(false);
  });

  it('takes a stable release with no loads as failing none', () => {
    expect(shouldStopCanary(counts(0, 0), counts(2, 20), DEFAULT_CANARY_RULE)).toBe(true);
    expect(shouldStopCanary(counts(0, 0), counts(1, 20), DEFAULT_CANARY_RULE)).toBe(false);
  });

  it('follows other settings', () => {
    expect(shouldStopCanary(counts(0, 0), counts(2, 10), { minLoads: 10, maxFailureRate: 0.1, failureRatio: 3 })).toBe(true);
    expect(shouldStopCanary(counts(0, 0), counts(1, 10), { minLoads: 10, maxFailureRate: 0.1, failureRatio: 3 })).toBe(false);
  });
});

test('the reason the history records states both releases’ counts and rates', () => {
  expect(stopReason('0.2.0-0123456789ab', counts(6, 25), counts(0, 30))).toBe(
    'canary 0.2.0-0123456789ab failed 6 of 25 page loads (24%), stable 0 of 30 (0%)',
  );
});
