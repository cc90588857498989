import { expireUntakenFirstCall } from '@citypass/shared-ui/api/first-call';
import { reportRefusedRemoteFiles } from '../federation/refused-file-reports';
import { installRemoteHealth } from '../federation/remote-health';
import { readPageData } from '../page-data';
import { startFirstDownloads } from './first-downloads';

/**
 * The page's data, read once, with the deployment's configuration; the first downloads are under
 * way as the shell's first module runs, and any remote file the browser refuses is reported, as is
 * how each remote fares. The product call the page started waits a few seconds at most for its
 * remote to take it.
 * Rejects (for the shell to report) when the page cannot be read.
 */
export const pageStart = (async () => {
  expireUntakenFirstCall();
  reportRefusedRemoteFiles();
  const page = readPageData();
  installRemoteHealth(page.health, page.releases.remotes);
  return { session: page.session, config: await startFirstDownloads(page) };
})();
