import type { RemoteName } from '@citypass/contracts';
import type { Logger } from 'pino';
import { shouldStopCanary, stopReason, type CanaryRuleSettings } from './canary-rule';
import type { CountedOutcome } from './health-recorder';
import type { HealthWindow } from './health-window';

// After each counted failure of a canary release, the rule is asked whether the canary is clearly
// worse than stable; if so it is stopped through the registry (its history says why, with both
// releases' counts), and new pages get the stable release. Each run of a canary is stopped once at most.

/** The registry's canaries, as the automatic stop reads and stops them. */
export interface CanaryControl {
  /**
   * The remote's canary version, its stable (promoted) version, and which run of a canary this is
   * (a version started again as a canary is a new run); null when it has no canary.
   */
  current(remote: RemoteName): Promise<{ canary: string; stable: string | null; run: number } | null>;
  /** Stops the remote's canary, if it is still this version, with this reason in the history. */
  stop(remote: RemoteName, version: string, reason: string): Promise<void>;
}

export const AUTOMATIC_TEAM = 'automatic';

export function createAutomaticCanaryStop(options: {
  window: HealthWindow;
  rule: CanaryRuleSettings;
  control: CanaryControl;
  logger: Pick<Logger, 'warn' | 'error'>;
}): (outcome: CountedOutcome) => Promise<void> {
  const stopped = new Set<string>();
  return async ({ remote, version, failed }) => {
    if (!failed) return;
    try {
      const current = await options.control.current(remote);
      if (current?.canary !== version) return;
      const key = `${remote}@${version}#${current.run}`;
      if (stopped.has(key)) return;
      const canary = await options.window.countsOf(remote, version);
      const stable = current.stable === null ? { loads: 0, failures: 0 } : await options.window.countsOf(remote, current.stable);
      // Checked again after the counts' reads: another report may have stopped it meanwhile.
      if (!shouldStopCanary(stable, canary, options.rule) || stopped.has(key)) return;
      stopped.add(key);
      const reason = stopReason(version, canary, stable);
      await options.control.stop(remote, version, reason);
      options.logger.warn({ code: 'CANARY_STOPPED', remote, version, canary, stable }, `${remote} canary stopped: ${reason}`);
    } catch (error) {
      options.logger.error({ err: error, remote, version }, 'The canary could not be checked or stopped');
    }
  };
}
