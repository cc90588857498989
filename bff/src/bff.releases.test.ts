import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { PAGE_DATA_ELEMENT_IDS, pageReleasesSchema, type PageReleases } from '@citypass/shared-ui/contracts';
import { createBff, type Bff } from './bff';
import { parseEnv } from './config/env';
import { serve, type Served } from './proxy/testing/serve';
import { updateRegistryFile } from './releases/registry-file';
import { promote, registerRelease } from './releases/registry-state';
import { integrityOf } from './releases/release-record';
import { releaseFixture, type ReleaseFixture } from './releases/testing/release-fixture';

// The page a production BFF serves from the release registry: which release of each remote it
// loads, and the integrity every one of its scripts must have.
let fixture: ReleaseFixture;
let bff: Bff;
let served: Served;
let version: string;

function releasesOf(page: string): PageReleases {
  const id = PAGE_DATA_ELEMENT_IDS.releases;
  const block = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(page);
  return pageReleasesSchema.parse(JSON.parse(block![1]!));
}

beforeAll(async () => {
  fixture = releaseFixture();
  version = await fixture.publish('the bookings entry');
  await updateRegistryFile(fixture.registryFile, (state) =>
    promote(registerRelease(state, 'bookings', version), 'bookings', version, { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' }),
  );
  const shell = join(fixture.root, 'shell');
  mkdirSync(shell);
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head><title>City Pass</title></head><body></body></html>');
  const env = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://citypass.example',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
    CONTACT_URL: 'https://www.citypass-global.com/contact',
    CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
    UPSTREAM_PORT: '0',
    DATA_DIR: join(fixture.root, 'data'),
    SHELL_DIST: shell,
    RELEASE_REGISTRY_FILE: fixture.registryFile,
    RELEASES_DIR: fixture.storeDir,
    REMOTE_BOOKINGS_URL: 'https://bookings.citypass.example/mf-manifest.json',
  });
  bff = await createBff(env, pino({ level: 'silent' }));
  served = await serve(bff.app);
});

afterAll(async () => {
  await served?.close();
  await bff?.embedded?.close();
  fixture.cleanUp();
});

test('a production page names the promoted release of each remote with its integrity, and checks every remote file', async () => {
  const page = await (await fetch(`${served.url}/attractions`, { headers: { accept: 'text/html' } })).text();
  expect(releasesOf(page)).toEqual({
    enforced: true,
    remotes: {
      bookings: {
        version,
        base: `https://bookings.citypass.example/${version}/`,
        integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/), 'remoteEntry.js': integrityOf('the bookings entry') },
      },
    },
  });
});
