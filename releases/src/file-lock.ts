import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

// A lock older than this was left by a process that died holding it.
const STALE_MS = 10_000;
const GIVE_UP_MS = 15_000;

async function removeIfStale(lockFile: string): Promise<void> {
  const info = await stat(lockFile).catch(() => null);
  if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(lockFile, { force: true });
}

/**
 * Runs `work` while holding `<file>.lock`, created exclusively: every process and every
 * request that changes the file waits its turn, so no change is lost.
 */
export async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lockFile = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    const handle = await open(lockFile, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      return null;
    });
    if (handle) {
      await handle.close();
      try {
        return await work();
      } finally {
        await rm(lockFile, { force: true });
      }
    }
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`${file} stayed locked for ${GIVE_UP_MS / 1000} s`);
    await removeIfStale(lockFile);
    await sleep(5 + Math.random() * 20);
  }
}
