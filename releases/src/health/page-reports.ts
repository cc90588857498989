import type { RemoteName } from '@citypass/contracts';
import type { RedisConnection } from '../redis/redis-connection';

// Which pages have reported on which remote, so each page counts once per remote: a report cannot
// be repeated into a rollback. A page is forgotten once its token expires. In this process, at most
// `maxPages` are remembered (the oldest go first); a fleet shares them in Redis, so a page whose
// reports reach two instances still counts once.

const DEFAULT_HEALTH_PAGES_KEPT = 100_000;

export interface PageReports {
  /** True the first time a page reports on a remote (then it counts); false after. Rejects when the record cannot be reached. */
  claim(pageId: string, remote: RemoteName, expiresAt: number): Promise<boolean>;
}

export function createPageReports(options: { maxPages?: number; now?: () => number } = {}): PageReports {
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
    async claim(pageId, remote, expiresAt) {
      forgetExpired();
      let page = pages.get(pageId);
      if (!page) {
        if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
        page = { expiresAt, reported: new Set() };
        pages.set(pageId, page);
      }
      if (page.reported.has(remote)) return false;
      page.reported.add(remote);
      return true;
    },
  };
}

export function createRedisPageReports(connection: RedisConnection): PageReports {
  return {
    async claim(pageId, remote, expiresAt) {
      const key = `${connection.keyPrefix}health:page:${pageId}:${remote}`;
      return (await connection.client.call('SET', key, '1', 'PXAT', String(expiresAt), 'NX')) === 'OK';
    },
  };
}
