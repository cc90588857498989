import { lock } from 'proper-lockfile';

// proper-lockfile keeps the lock's modification time fresh while the work runs, so a lock is
// taken over only when its holder died (no refresh for STALE_MS), never from a slow holder.
const STALE_MS = 10_000;
const REFRESH_MS = 2_000;
// Waits up to about 15 s for its turn, in short steps: registry changes are quick.
const RETRIES = { retries: 300, minTimeout: 10, maxTimeout: 50, factor: 1.1, randomize: true };

/**
 * Runs `work` while holding `<file>.lock`: every process and every request that changes the
 * file waits its turn, so no change is lost. A lock found compromised (taken over while held)
 * fails the work rather than let two writers through.
 */
export async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  let compromised: Error | null = null;
  const release = await lock(file, {
    realpath: false,
    stale: STALE_MS,
    update: REFRESH_MS,
    retries: RETRIES,
    onCompromised: (error) => {
      compromised = error;
    },
  }).catch((error: Error) => {
    throw new Error(`${file} stayed locked: ${error.message}`);
  });
  try {
    const result = await work();
    if (compromised) throw compromised;
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
