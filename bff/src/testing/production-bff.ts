import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createBff, type Bff } from '../bff';
import { parseEnv } from '../config/env';
import { serve, type Served } from '../proxy/testing/serve';
import { originsAt, SHELL_PROVIDES, TEAM_HASHES, type ReleaseFixture } from '@citypass/releases/testing';
import { startTempUpstream } from '@citypass/reservations-service/testing';

export const TEST_AUTH_SECRET = 'a-test-secret-that-is-long-enough-000';

export interface ProductionBff {
  bff: Bff;
  served: Served;
  /** The fixture's store, served as each remote's release origin. */
  origin: Served;
  close(): Promise<void>;
}

/** The whole BFF as production runs it, on an ephemeral port, over a release fixture's registry, with its store served as the release origins and a reservations service of its own. */
export async function startProductionBff(fixture: ReleaseFixture, extraEnv: Record<string, string> = {}): Promise<ProductionBff> {
  const shell = join(fixture.root, 'shell');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head><title>City Pass</title></head><body></body></html>');
  // What the shell provides, for the contract gate of promotes through the API.
  writeFileSync(join(shell, 'mf-manifest.json'), JSON.stringify({ shared: Object.entries(SHELL_PROVIDES).map(([name, version]) => ({ name, version })) }));
  const origin = await fixture.serveOrigin();
  const origins = originsAt(`${origin.url}/`);
  const upstream = await startTempUpstream({ dataDir: join(fixture.root, 'data') });
  const env = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://citypass.example',
    AUTH_SECRET: TEST_AUTH_SECRET,
    CONTACT_URL: 'https://www.citypass-global.com/contact',
    CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
    SECURITY_CONTACT: 'mailto:security@citypass-global.com',
    ACCESSIBILITY_CONTACT: 'mailto:accessibility@citypass-global.com',
    ACCESSIBILITY_REVIEWED: '2026-11-20',
    UPSTREAM_URL: upstream.url,
    SHELL_DIST: shell,
    RELEASE_REGISTRY_FILE: fixture.registryFile,
    RELEASE_TOKENS: TEAM_HASHES,
    REMOTE_AUTH_URL: origins.auth,
    REMOTE_ATTRACTIONS_URL: origins.attractions,
    REMOTE_BOOKINGS_URL: origins.bookings,
    ...extraEnv,
  });
  const bff = await createBff(env, pino({ level: 'silent' }));
  const served = await serve(bff.app);
  return {
    bff,
    served,
    origin,
    async close() {
      await served.close();
      await origin.close();
      await bff.close();
      await upstream.close();
    },
  };
}

/** A JSON data block of a shell page, as the BFF wrote it. */
export function pageDataBlock(page: string, id: string): unknown {
  return JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(page)![1]!);
}
