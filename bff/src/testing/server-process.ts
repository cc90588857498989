import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// For tests that run a server as its own process: a port to give it, and waiting until it answers.

/** A loopback port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Resolves once `url/healthz` answers OK; rejects if the process exits first or it never does. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited before it was up');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not come up');
}
