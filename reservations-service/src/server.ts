import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpMetrics, tracingWanted } from '@citypass/observability';
import type { Registry } from 'prom-client';
import type { Db } from './db/open-database';
import { openDatabase } from './db/open-database';
import { traceStatements } from './db/traced-statements';
import { createUpstreamApp } from './app';
import type { UpstreamDeps } from './deps';
import { defaultDeps } from './deps';
import { seedDatabase } from './seed/seed';

export interface StartUpstreamOptions extends Partial<Omit<UpstreamDeps, 'db'>> {
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Seeds the demo orders into a database without orders (a demo or a test, never production). */
  demoOrders: boolean;
  /** Where its request durations are counted, when it exports metrics of its own (cli/serve.ts). */
  metrics?: Registry;
}

export interface RunningUpstream {
  url: string;
  port: number;
  db: Db;
  /** For a process that drains it before it stops (cli/serve.ts). */
  server: Server;
  close(): Promise<void>;
}

/** Opens (migrating and seeding) the database under dataDir and serves the reference reservations service. */
export async function startUpstream(options: StartUpstreamOptions): Promise<RunningUpstream> {
  const { dataDir, port = 0, host = '127.0.0.1', demoOrders, metrics, ...rest } = options;
  const db = openDatabase(dataDir);
  seedDatabase(db, (rest.now ?? defaultDeps.now)(), { demoOrders });
  // Traced after seeding: a trace shows the statements a request runs.
  if (tracingWanted(process.env)) traceStatements(db);
  const app = createUpstreamApp({ db, ...rest }, metrics && createHttpMetrics(metrics));
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  // A client that sends its request slowly is cut off rather than holding a connection open.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    db,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
