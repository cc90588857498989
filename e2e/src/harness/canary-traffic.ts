import type { Browser, Page } from 'playwright-core';
import { HEALTH_REPORTS_PATH, type RemoteName } from '@citypass/contracts';
import type { HealthCounts } from '@citypass/releases/contract';
import { releaseSettingsSchema } from '@citypass/releases';
import type { StackInfo } from '@citypass/stack';
import { releasesHealth, releasesListing } from './releases';
import { signInViaApi } from './sign-in';

// Steady traffic of new visitors on a page with a canary, judged by what the release service counted
// rather than by the clock: visitors keep coming until the service has counted as many of the
// canary's page loads as its rule needs before it may stop it, however slow the machine.

/** The canary page loads the automatic stop needs before it judges: CANARY_MIN_LOADS as stacks run it (its default). */
export const LOADS_A_STOP_NEEDS = releaseSettingsSchema.parse({}).CANARY_MIN_LOADS;

/** What one page's health report for a remote said, and the status the release service answered it with. */
export interface SentReport {
  version: string;
  outcome: string;
  status: number | undefined;
}

export interface CanaryTraffic {
  /** Every visitor's report, in the order they were answered. */
  reports: SentReport[];
  /** The canary's counts in the release service once the traffic ended. */
  counted: HealthCounts;
}

/** Opens `url` and resolves with the page's health report for `remote`, once the release service has answered it. */
async function reportOfPage(page: Page, url: string, remote: RemoteName): Promise<SentReport> {
  const reported = page.waitForRequest(
    (request) => new URL(request.url()).pathname === HEALTH_REPORTS_PATH && new URLSearchParams(request.postData() ?? '').get('remote') === remote,
    { timeout: 20_000 },
  );
  await page.goto(url, { waitUntil: 'commit' });
  const request = await reported;
  const response = await request.response();
  const body = new URLSearchParams(request.postData() ?? '');
  return { version: body.get('version') ?? '', outcome: body.get('outcome') ?? '', status: response?.status() };
}

/** The release's page loads and failures as the release service counted them (its health API). */
export async function countedHealth(stack: StackInfo, remote: RemoteName, version: string): Promise<HealthCounts> {
  return (await releasesHealth(stack, remote)).remotes[remote][version] ?? { loads: 0, failures: 0 };
}

/** The remote's canary version as the release service lists it, or null when none runs. */
export async function runningCanary(stack: StackInfo, remote: RemoteName): Promise<string | null> {
  return (await releasesListing(stack, remote)).remotes[remote].canary?.version ?? null;
}

/**
 * New visitors sign in and open `path` at `visitorsUrl`, `lanes` at a time, until the release
 * service (`stack`) has counted `loads` page loads of the remote's `canary`. Each lane is one
 * browser window whose cookies are cleared before each visitor: to the BFF a new visitor (a new
 * bucket, a new session), while its files come from the browser's HTTP cache, so a slow machine
 * still sends steady traffic. Fails at once when a report is refused, or the service counted fewer of the
 * canary's page loads than visitors reported: reports were lost.
 */
export async function trafficUntilCanaryCounted(options: {
  browser: Browser;
  stack: StackInfo;
  visitorsUrl: string;
  path: string;
  remote: RemoteName;
  canary: string;
  loads?: number;
  lanes?: number;
}): Promise<CanaryTraffic> {
  const { browser, stack, visitorsUrl, path, remote, canary, loads = LOADS_A_STOP_NEEDS, lanes = 4 } = options;
  const reports: SentReport[] = [];
  let counted: HealthCounts = { loads: 0, failures: 0 };
  const lane = async () => {
    // No service worker: a new visitor has none, and a kept page would report a page load already counted.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      while (counted.loads < loads) {
        await context.clearCookies();
        await signInViaApi(context, visitorsUrl);
        reports.push(await reportOfPage(page, `${visitorsUrl}${path}`, remote));
        const refused = reports.find((report) => report.status !== 204);
        if (refused) throw new Error(`A health report was answered ${refused.status}, not 204`);
        // Every report so far was answered before this read, so each must be in it.
        const met = reports.filter((report) => report.version === canary).length;
        const fresh = await countedHealth(stack, remote, canary);
        if (fresh.loads < met) throw new Error(`${met} visitors reported the canary ${canary}; the release service counted ${fresh.loads}`);
        // Lanes read in turns: an earlier read that answers last must not count as the latest.
        if (fresh.loads > counted.loads) counted = fresh;
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { reports, counted };
}

/**
 * Resolves once the remote has no canary running. The stop follows the report that decided it by
 * the registry's write alone (the report is answered first), so it is given a few seconds.
 */
export async function untilCanaryStopped(stack: StackInfo, remote: RemoteName, withinMs = 10_000): Promise<boolean> {
  const since = Date.now();
  while ((await runningCanary(stack, remote)) !== null) {
    if (Date.now() - since > withinMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
