import type { Router } from 'express';
import type { Logger } from 'pino';
import type { PageReleases, RemoteName } from '@citypass/contracts';
import { createAutomaticCanaryStop, type CanaryControl } from './automatic-stop';
import { createHealthRecorder, type CountedOutcome } from './health-recorder';
import { createReleaseHealthRouter } from './health-router';
import { createHealthTokens } from './health-token';
import type { HealthWindow } from './health-window';
import type { PageReports } from './page-reports';
import { canaryRuleOf, type ReleaseSettings } from '../settings';
import { createHealthReportRouter } from './report-router';
import { parseTeamHashes } from '../team-tokens';

/** The BFF's side of release health: tokens for its pages, the reports they send, the counts. */
export interface ReleaseHealth {
  /** The health token of a page loading these releases, previewing those of `previewed`. */
  pageToken(releases: PageReleases['remotes'], previewed?: readonly RemoteName[]): Promise<string>;
  /** `GET /api/releases/health`. */
  router: Router;
  /** `POST /api/releases/health-reports`, the pages' reports. */
  reports: Router;
}

export interface ReleaseHealthOptions {
  /** AUTH_SECRET: the key of the pages' tokens is derived from it. */
  secret: string;
  /** `RELEASE_TOKENS`: who may read the counts. */
  teamHashes: string;
  settings: ReleaseSettings;
  /** The registry's canaries, stopped by the rule; none without a registry. */
  canaries?: CanaryControl;
  /** Where the counts (visitors' and previews') and the pages that reported are kept: this process, or the fleet's shared state. */
  state: { window: HealthWindow; previews: HealthWindow; pages: PageReports; sharedByFleet: boolean };
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Told of each page load counted, as the counts see it (the BFF's metrics). */
  onCounted?: (outcome: CountedOutcome) => void;
  now?: () => number;
}

export function createReleaseHealth(options: ReleaseHealthOptions): ReleaseHealth {
  const now = options.now ?? Date.now;
  const tokens = createHealthTokens(options.secret, { now });
  const { canaries, logger, settings } = options;
  const { window, previews, pages, sharedByFleet } = options.state;
  const stopWhenWorse = canaries && createAutomaticCanaryStop({ window, rule: canaryRuleOf(settings), control: canaries, logger });
  // One warning per outage of the shared counts, not one per report lost.
  let countsLost = false;
  const recorder = createHealthRecorder({
    tokens,
    window,
    previews,
    pages,
    onCounted: (outcome) => {
      countsLost = false;
      options.onCounted?.(outcome);
      if (stopWhenWorse) void stopWhenWorse(outcome);
    },
    onUncounted: (error) => {
      if (!countsLost) logger.warn({ err: error, code: 'HEALTH_REPORTS_LOST' }, 'Health reports cannot be counted until Redis is back');
      countsLost = true;
    },
  });
  return {
    pageToken: (releases, previewed) => tokens.mint(Object.fromEntries(Object.entries(releases).map(([name, release]) => [name, release.version])), previewed),
    reports: createHealthReportRouter(recorder.record),
    router: createReleaseHealthRouter({ teams: parseTeamHashes(options.teamHashes), window, previews, windowMs: settings.HEALTH_WINDOW_MS, sharedByFleet }),
  };
}
