import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import { loadRemoteModule } from './remote-loader';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per remote module and load attempt: stable across renders (so React
 * keeps its state), and new after a retry (so a failed load is really attempted again).
 */
export function lazyRemotePage(id: RemotePageId, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${id}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => ({
      default: (await loadRemoteModule(id, attempt > 0)).default,
    }));
    pages.set(key, page);
  }
  return page;
}
