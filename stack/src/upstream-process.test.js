const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { UpstreamProcess } = require('./upstream-process');

// Needs the reservations service's build (`npx tsc --build`), as the journeys and the benchmark do.
test('runs the reservations service with its demo orders in a process of its own on a port the system handed out, and stops it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-stack-'));
  const upstream = await UpstreamProcess.create(dataDir);
  try {
    expect([4000, 0]).not.toContain(upstream.port);
    await upstream.start();
    expect(await (await fetch(`${upstream.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const signIn = await fetch(`${upstream.url}/auth/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: 'CP-100001', email: 'three.passes@example.com' }),
    });
    expect(signIn.status).toBe(200);
    await upstream.stop();
    await expect(fetch(`${upstream.url}/healthz`)).rejects.toThrow();
  } finally {
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
