import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { serve, type Served } from '../proxy/testing/serve';
import { createRemoteHost } from './remote-host';

describe('remote host', () => {
  let dir: string;
  let served: Served;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'remote-'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"bookings"}');
    writeFileSync(join(dir, '__federation_expose_BookingsPage.0123456789.js'), 'export {}');
    // A file the host cannot read for a reason of its own (not a missing file): a symlink loop.
    symlinkSync('looping.js', join(dir, 'looping.js'));
    served = await serve(createRemoteHost({ dir, appOrigin: 'http://localhost:8080', logger: pino({ level: 'silent' }) }));
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets only the app origin read the manifest cross-origin, and never caches it', async () => {
    const fromApp = await fetch(`${served.url}/mf-manifest.json`, { headers: { origin: 'http://localhost:8080' } });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(fromApp.headers.get('cache-control')).toBe('no-cache');
    const fromElsewhere = await fetch(`${served.url}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
    // The header names the app's origin only, so a browser on any other origin is refused.
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });

  it('caches hashed chunks for a year and answers 404 for anything else', async () => {
    const chunk = await fetch(`${served.url}/__federation_expose_BookingsPage.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${served.url}/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${served.url}/nothing.js`)).status).toBe(404);
  });

  it('answers a failure of its own as the BFF does, without a stack trace', async () => {
    const answer = await fetch(`${served.url}/looping.js`);
    const text = await answer.text();
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    expect([answer.status, JSON.parse(text)]).toEqual([500, { error_code: 'SOMETHING_WRONG' }]);
  });
});
