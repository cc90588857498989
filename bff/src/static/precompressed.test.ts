import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { serve, type Served } from '../proxy/testing/serve';
import { createRemoteHost } from './remote-host';

// The twins decode to text of their own, so each answer shows which file was sent.
const CHUNK = 'remoteEntry.js';
const HASHED_CHUNK = '42.0123456789.js';

describe('precompressed files', () => {
  let dir: string;
  let served: Served;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    for (const name of [CHUNK, HASHED_CHUNK]) {
      writeFileSync(join(dir, name), 'const from = "original";');
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync('const from = "brotli twin";'));
      writeFileSync(join(dir, `${name}.gz`), gzipSync('const from = "gzip twin";'));
    }
    writeFileSync(join(dir, 'plain.js'), 'const from = "no twin";');
    served = await serve(createRemoteHost({ dir, appOrigin: 'http://localhost:8080', logger: pino({ level: 'silent' }) }));
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    fetch(`${served.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends the brotli twin to a client that accepts brotli, typed and cached as the original', async () => {
    const response = await get(`/${CHUNK}`, 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('const from = "brotli twin";');
    const hashed = await get(`/${HASHED_CHUNK}`, 'br');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip twin when brotli is not accepted, and the original when nothing is', async () => {
    const gzip = await get(`/${CHUNK}`, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('const from = "gzip twin";');
    const identity = await get(`/${CHUNK}`, 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe('const from = "original";');
  });

  it('falls back to the file itself when it has no twin, and never leaves the folder', async () => {
    const plain = await get('/plain.js', 'br');
    expect(await plain.text()).toBe('const from = "no twin";');
    expect((await get('/..%2f..%2fetc%2fpasswd', 'br')).status).toBe(404);
    expect((await get('/%E0%A4%A', 'br')).status).toBe(404);
  });
});
