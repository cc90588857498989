import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRITY_LOADING_FILE, REMOTE_NAMES } from '@citypass/contracts';
import pino from 'pino';
import express, { type NextFunction, type Request, type Response } from 'express';
import { serve, type Served } from './serve';
import { createOriginCheck } from '../origin/origin-check';
import { createPreviewLinks } from '../preview/preview-link';
import type { ReleaseOrigins } from '../origin/release-origin';
import { publishRelease, RECORD_FILE } from '../publish-release';
import type { ReleaseRecord } from '../release-record';
import { createRedisConnection } from '../redis/redis-connection';
import { testRedisServer, whenUp } from './test-redis';
import { createFileRegistryStore } from '../registry-store/file-registry-store';
import { createRedisRegistryStore } from '../registry-store/redis-registry-store';
import { shownErrorAnswer } from '../release-error';
import { createReleasesRouter } from '../router';
import { tokenHash } from '../team-tokens';
import type { CompiledCatalogue } from '@citypass/languages/catalogues';
import { DEPLOYMENT_LANGUAGES, TEXTS, writeBuildTexts } from './texts';

export const TOKENS = { bookings: 'bookings-team-token', auth: 'auth-team-token' };
export const TEAM_HASHES = `bookings=${tokenHash(TOKENS.bookings)},auth=${tokenHash(TOKENS.auth)}`;
export const SHELL_PROVIDES = { react: '19.3.1' };
/** The deployment the fixture's preview links are for, and the secret they are signed with. */
export const PREVIEW_DEPLOYMENT = { publicUrl: 'https://city.example', secret: 'a-test-secret-that-is-long-enough-000' };

/** A record for registry tests that need a version's record but no files. */
export function recordFor(remote: ReleaseRecord['remote'], version: string): ReleaseRecord {
  return { remote, version, files: {}, exposes: [], shared: [], loadsWithIntegrity: true };
}

/** Each remote's release origin below one address, as the fixture's store is served. */
export function originsAt(base: string): ReleaseOrigins {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${base}${name}/`])) as ReleaseOrigins;
}

interface BuildShape {
  exposes?: string[];
  react?: string;
  /** Whether the build has the integrity-loading plugin's file, as every production remote build does; default true. */
  integrityLoading?: boolean;
  /** Its compiled catalogues by language; default whole in the deployment's languages (texts.ts), none with null. */
  texts?: Record<string, CompiledCatalogue> | null;
}

export interface ReleaseFixture {
  root: string;
  registryFile: string;
  storeDir: string;
  /** A bookings build in a folder of its own; `chunk` makes each build distinct. */
  writeBuild(chunk: string, shape?: BuildShape): string;
  /** Publishes a bookings build into the store, returning its version. */
  publish(chunk: string, shape?: BuildShape): Promise<string>;
  /** A published bookings version's record, as its folder in the store holds it. */
  record(version: string): ReleaseRecord;
  /** Removes the store: what an instance serves must then come from the registry alone. */
  removeStore(): void;
  /** The store served as each remote's release origin (`<url>/<remote>/`), as a static host or CDN serves it. */
  serveOrigin(): Promise<Served>;
  /** The release API, with the store served beside it as each remote's release origin (`<url>/origin/<remote>/`). */
  start(): Promise<Served>;
  cleanUp(): void;
}

/** Where a fixture's registry lives: its file, or Redis (with the file as the snapshot). */
type RegistryBackend = 'file' | 'redis';
/** For `describe.each`: the API behaves alike over either; a file using Redis stops it with `stopTestRedisServer`. */
export const REGISTRY_BACKENDS: [string, RegistryBackend][] = [
  ['in a file', 'file'],
  ['in Redis', 'redis'],
];

export function releaseFixture(backend: RegistryBackend = 'file'): ReleaseFixture {
  const keyPrefix = `test:${randomUUID()}:`;
  const root = mkdtempSync(join(tmpdir(), 'releases-api-'));
  const storeDir = join(root, 'releases');
  const registryFile = join(root, 'registry.json');
  const writeBuild = (chunk: string, { exposes = ['BookingsPage'], react = '^19.3.1', integrityLoading = true, texts = TEXTS }: BuildShape = {}) => {
    const dist = join(root, `dist-${tokenHash(chunk).slice(0, 8)}`);
    mkdirSync(dist, { recursive: true });
    const manifest = { exposes: exposes.map((name) => ({ name })), shared: [{ name: 'react', requiredVersion: react }] };
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'remoteEntry.js'), chunk);
    if (integrityLoading) writeFileSync(join(dist, INTEGRITY_LOADING_FILE), '{}');
    if (texts) writeBuildTexts(dist, texts);
    return dist;
  };
  return {
    root,
    registryFile,
    storeDir,
    writeBuild,
    async publish(chunk, manifest) {
      const { record } = await publishRelease({ remote: 'bookings', distDir: writeBuild(chunk, manifest), storeDir, packageVersion: '0.1.0' });
      return record.version;
    },
    async start() {
      const connection =
        backend === 'redis'
          ? createRedisConnection({ url: (await testRedisServer()).url, keyPrefix, logger: pino({ level: 'silent' }) })
          : null;
      if (connection) await whenUp(connection);
      const registry = connection
        ? createRedisRegistryStore({ connection, snapshotFile: registryFile, logger: pino({ level: 'silent' }) })
        : createFileRegistryStore(registryFile);
      const app = express();
      let origins: ReleaseOrigins | null = null;
      const origin = createOriginCheck(() => origins!);
      app.use('/origin', express.static(storeDir));
      const previewLinks = createPreviewLinks(PREVIEW_DEPLOYMENT.secret, PREVIEW_DEPLOYMENT.publicUrl);
      const shellProvides = async () => SHELL_PROVIDES;
      app.use('/api/releases', createReleasesRouter({ registry, origin, teamHashes: TEAM_HASHES, shellProvides, previewLinks, languages: DEPLOYMENT_LANGUAGES }));
      // The router's refusals, answered as the BFF's error middleware answers them; anything else is Express's 500.
      app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
        const answer = shownErrorAnswer(error);
        if (!answer) return next(error);
        res.status(answer.status).json(answer.body);
      });
      const served = await serve(app);
      origins = originsAt(`${served.url}/origin/`);
      return {
        url: served.url,
        async close() {
          await served.close();
          await registry.close();
          await connection?.close();
        },
      };
    },
    serveOrigin: () => serve(express().use(express.static(storeDir))),
    record: (version) => JSON.parse(readFileSync(join(storeDir, 'bookings', version, RECORD_FILE), 'utf8')) as ReleaseRecord,
    removeStore: () => rmSync(storeDir, { recursive: true, force: true }),
    cleanUp: () => rmSync(root, { recursive: true, force: true }),
  };
}
