import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { serve, type Served } from '../proxy/testing/serve';
import { createRemoteHost } from './remote-host';

// A remote host serving a release store (`releases/bookings/`): one folder per published version.
describe('remote host of a release store', () => {
  let dir: string;
  let served: Served;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'release-store-'));
    const version = join(dir, '0.1.0-0123456789ab');
    mkdirSync(version);
    writeFileSync(join(version, 'mf-manifest.json'), '{"id":"bookings"}');
    writeFileSync(join(version, 'remoteEntry.js'), 'entry()');
    served = await serve(createRemoteHost({ dir, appOrigin: 'http://localhost:8080', logger: pino({ level: 'silent' }) }));
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches every file of a version for a year, its remote entry too, as a version never changes', async () => {
    const entry = await fetch(`${served.url}/0.1.0-0123456789ab/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("caches a version's manifest for a year too: published once, never rewritten, and the page names its integrity", async () => {
    const manifest = await fetch(`${served.url}/0.1.0-0123456789ab/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a manifest outside a version folder, whose content changes under the same URL', async () => {
    writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"bookings"}');
    const manifest = await fetch(`${served.url}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });
});
