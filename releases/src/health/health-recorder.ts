import type { RemoteHealthReport, RemoteName } from '@citypass/contracts';
import type { HealthTokens } from './health-token';
import type { HealthWindow } from './health-window';
import type { PageReports } from './page-reports';

// Counts a remote's outcome on a page only when the page's token is genuine and unexpired, names
// that release of that remote, and the page has not reported on that remote before
// (page-reports.ts): a report cannot be made up or repeated into a rollback. A remote the page
// previews (its token says so) counts in the previews' window alone: a team's preview never moves
// a canary's or the stable release's counts.

export interface CountedOutcome {
  remote: RemoteName;
  version: string;
  failed: boolean;
}

export interface HealthRecorder {
  /** Counts the report when it may be counted; never rejects (a report that cannot be counted goes to `onUncounted`). */
  record(report: RemoteHealthReport): Promise<void>;
}

export function createHealthRecorder(options: {
  tokens: HealthTokens;
  window: HealthWindow;
  /** Where previewed releases' outcomes count. */
  previews: HealthWindow;
  pages: PageReports;
  /** Called after each outcome counted for visitors (never for a preview). */
  onCounted?: (outcome: CountedOutcome) => void;
  /** Called when the counts cannot be reached; the report is lost. */
  onUncounted?: (error: unknown) => void;
}): HealthRecorder {
  return {
    async record(report) {
      const grant = await options.tokens.verify(report.token);
      if (!grant || grant.versions[report.remote] !== report.version) return;
      const outcome = { remote: report.remote, version: report.version, failed: report.outcome === 'failed' };
      const previewed = grant.previewed.includes(report.remote);
      try {
        if (!(await options.pages.claim(grant.pageId, report.remote, grant.expiresAt))) return;
        await (previewed ? options.previews : options.window).add(outcome.remote, outcome.version, outcome.failed);
      } catch (error) {
        options.onUncounted?.(error);
        return;
      }
      if (!previewed) options.onCounted?.(outcome);
    },
  };
}
