import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './app-config';
import { loadRemoteModule } from './remote-loader';

type RemotePage = ComponentType<Record<string, unknown>>;

const pages = new Map<string, LazyExoticComponent<RemotePage>>();

/**
 * One lazy component per remote module and load attempt: stable across renders (so React
 * keeps its state), and new after a retry (so a failed load is really attempted again).
 */
export function lazyRemotePage(remote: RemoteName, module: string, attempt: number): LazyExoticComponent<RemotePage> {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => ({
      default: (await loadRemoteModule<{ default: RemotePage }>(remote, module, attempt > 0)).default,
    }));
    pages.set(key, page);
  }
  return page;
}
