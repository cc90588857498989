import type { Router } from 'express';
import type { PageReleases, RemoteHealthReport } from '@citypass/shared-ui/contracts';
import type { CanaryRuleSettings } from './canary-rule';
import { createHealthRecorder, type CountedOutcome } from './health-recorder';
import { createReleaseHealthRouter } from './health-router';
import { createHealthTokens } from './health-token';
import { createHealthWindow } from './health-window';
import { parseTeamHashes } from '../team-tokens';

/** The BFF's side of release health: tokens for its pages, the reports they send, the counts. */
export interface ReleaseHealth {
  /** The health token of a page loading these releases. */
  pageToken(releases: PageReleases['remotes']): string;
  /** A health report from a page, counted when it may be. */
  record(report: RemoteHealthReport): void;
  /** `GET /api/releases/health`. */
  router: Router;
}

export interface ReleaseHealthOptions {
  /** AUTH_SECRET: the key of the pages' tokens is derived from it. */
  secret: string;
  /** `RELEASE_TOKENS`: who may read the counts. */
  teamHashes: string;
  windowMs: number;
  rule: CanaryRuleSettings;
  /** Told of each outcome counted, with the counts and the rule (the automatic canary stop). */
  onCounted?: (outcome: CountedOutcome) => void;
  now?: () => number;
}

export function createReleaseHealth(options: ReleaseHealthOptions): ReleaseHealth {
  const now = options.now ?? Date.now;
  const tokens = createHealthTokens(options.secret, { now });
  const window = createHealthWindow({ windowMs: options.windowMs, now });
  const recorder = createHealthRecorder({ tokens, window, now, onCounted: options.onCounted });
  return {
    pageToken: (releases) => tokens.mint(Object.fromEntries(Object.entries(releases).map(([name, release]) => [name, release.version]))),
    record: recorder.record,
    router: createReleaseHealthRouter({ teams: parseTeamHashes(options.teamHashes), window, windowMs: options.windowMs }),
  };
}
