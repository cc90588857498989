import type { HealthCounts } from './health-window';

// When a canary is clearly worse than the stable release: enough of its page loads seen, and a
// failure rate above both an absolute bar and a multiple of stable's over the same window.

export interface CanaryRuleSettings {
  /** The fewest canary page loads the rule judges on. */
  minLoads: number;
  /** The canary's failure rate must be above this (0.05: 5%)… */
  maxFailureRate: number;
  /** …and above this multiple of stable's. */
  failureRatio: number;
}

/** Failures per page load; a release with no loads has failed none. */
export function failureRate({ loads, failures }: HealthCounts): number {
  return loads === 0 ? 0 : failures / loads;
}

export function shouldStopCanary(stable: HealthCounts, canary: HealthCounts, settings: CanaryRuleSettings): boolean {
  if (canary.loads < settings.minLoads) return false;
  // Multiplied out rather than divided, so a rate exactly at a bar is not above it by rounding.
  const aboveBar = canary.failures > settings.maxFailureRate * canary.loads;
  const aboveStable = canary.failures * stable.loads > settings.failureRatio * stable.failures * canary.loads;
  return aboveBar && (stable.loads === 0 || aboveStable);
}

const percent = (counts: HealthCounts) => `${Math.round(failureRate(counts) * 100)}%`;

/** Why the canary was stopped, in the history: both releases' counts and rates. */
export function stopReason(canaryVersion: string, canary: HealthCounts, stable: HealthCounts): string {
  return (
    `canary ${canaryVersion} failed ${canary.failures} of ${canary.loads} page loads (${percent(canary)}), ` +
    `stable ${stable.failures} of ${stable.loads} (${percent(stable)})`
  );
}
