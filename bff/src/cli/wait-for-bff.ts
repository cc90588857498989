import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once the BFF answers its health check. */
export async function waitForBff(url: string, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error(`the BFF at ${url} did not start`);
}
