import type { RemoteHealthReport, RemoteName } from '@citypass/shared-ui/contracts';
import type { HealthTokens } from './health-token';
import type { HealthWindow } from './health-window';

// Counts a remote's outcome on a page only when the page's token is genuine and unexpired, names
// that release of that remote, and the page has not reported on that remote before: a report
// cannot be made up or repeated into a rollback. Pages are forgotten once their token expires,
// and at most `maxPages` are remembered (the oldest go first).

export const DEFAULT_HEALTH_PAGES_KEPT = 100_000;

export interface CountedOutcome {
  remote: RemoteName;
  version: string;
  failed: boolean;
}

export interface HealthRecorder {
  /** Counts the report when it may be counted; whatever it does, the sender is told nothing. */
  record(report: RemoteHealthReport): void;
}

export function createHealthRecorder(options: {
  tokens: HealthTokens;
  window: HealthWindow;
  /** Called after each outcome counted. */
  onCounted?: (outcome: CountedOutcome) => void;
  maxPages?: number;
  now?: () => number;
}): HealthRecorder {
  const maxPages = options.maxPages ?? DEFAULT_HEALTH_PAGES_KEPT;
  const now = options.now ?? Date.now;
  // Page id → its token's expiry and the remotes it has reported on; in the order first seen.
  const pages = new Map<string, { expiresAt: number; reported: Set<RemoteName> }>();

  const forgetExpired = () => {
    const at = now();
    for (const [pageId, page] of pages) {
      if (page.expiresAt > at) break;
      pages.delete(pageId);
    }
  };

  return {
    record(report) {
      const grant = options.tokens.verify(report.token);
      if (!grant || grant.versions[report.remote] !== report.version) return;
      forgetExpired();
      let page = pages.get(grant.pageId);
      if (!page) {
        if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
        page = { expiresAt: grant.expiresAt, reported: new Set() };
        pages.set(grant.pageId, page);
      }
      if (page.reported.has(report.remote)) return;
      page.reported.add(report.remote);
      const outcome = { remote: report.remote, version: report.version, failed: report.outcome === 'failed' };
      options.window.add(outcome.remote, outcome.version, outcome.failed);
      options.onCounted?.(outcome);
    },
  };
}
