import type { RegistryState } from '../registry-state';

/**
 * Where the release registry lives: a file (one machine) or Redis (a fleet). Every reader and
 * writer (the release API, the automatic canary stop, page loads) goes through this, so both
 * behave alike.
 */
export interface RegistryStore {
  /** The registry as stored now; while the store cannot be reached, the last one known. */
  read(): Promise<RegistryState>;
  /**
   * Applies one change atomically: concurrent changes, from this process or others, each apply
   * to the result of the one before, and none is lost. A change that throws writes nothing; a
   * store that cannot be reached throws a ReleaseError (503) and nothing changes.
   */
  update(change: (state: RegistryState) => RegistryState): Promise<RegistryState>;
  /** The last registry known, for page loads, which never wait on the store. */
  current(): RegistryState;
  /**
   * Settles once the changes that already reached this process are adopted: a page load calls it
   * before `current()`, so a change made through another instance before the page was asked for
   * is the one it gets. It never waits on the store itself.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}
