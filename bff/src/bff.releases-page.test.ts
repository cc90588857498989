import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASES_PAGE_PATH } from '@citypass/contracts';
import { startProductionBff, type ProductionBff } from './testing/production-bff';
import { releaseFixture, type ReleaseFixture } from '@citypass/releases/testing';

// The releases page for teams: its own build, served by the BFF beside (not inside) the visitor app.
let fixture: ReleaseFixture;
let bff: ProductionBff;
const SCRIPT = 'main.0123456789.js';

beforeAll(async () => {
  fixture = releaseFixture();
  const dir = join(fixture.root, 'releases-page');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Releases</title><script src="${RELEASES_PAGE_PATH}/${SCRIPT}"></script>`);
  writeFileSync(join(dir, SCRIPT), 'console.log("releases");');
  bff = await startProductionBff(fixture, { RELEASES_PAGE_DIST: dir });
});

afterAll(async () => {
  await bff?.close();
  fixture.cleanUp();
});

const get = (path: string) => fetch(`${bff.served.url}${path}`, { headers: { accept: 'text/html' } });

test('/_releases answers the releases page, never cached, under the same security headers as every page', async () => {
  for (const path of ['/_releases', '/_releases/']) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>Releases</title>');
  }
});

test("the page's hashed script is cached immutable", async () => {
  const res = await get(`/_releases/${SCRIPT}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('an unknown file under /_releases is a 404, not the visitor app', async () => {
  const res = await get('/_releases/nothing-here.js');
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('City Pass');
});
