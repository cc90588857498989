import { readPageData } from '../page-data';
import { startFirstDownloads } from './first-downloads';

/**
 * The page's data, read once, with the deployment's configuration; the first downloads are under
 * way as the shell's first module runs. Rejects (for the shell to report) when the page cannot be read.
 */
export const pageStart = (async () => {
  const page = readPageData();
  return { session: page.session, config: await startFirstDownloads(page) };
})();
