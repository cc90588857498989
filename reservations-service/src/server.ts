import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHttpMetrics, tracingWanted } from '@citypass/observability';
import type { Registry } from 'prom-client';
import type { Db } from './db/open-database';
import { openDatabase } from './db/open-database';
import { traceStatements } from './db/traced-statements';
import { createUpstreamApp } from './app';
import type { UpstreamDeps } from './deps';
import { defaultDeps } from './deps';
import { seedDatabase } from './seed/seed';
import { mailOutbox } from './mail/mail-outbox';
import { mailQueue } from './mail/mail-queue';
import { DEFAULT_RETRY, startMailSender, type RetryPolicy } from './mail/mail-sender';
import { MAIL_DEFAULTS, type MailSettings } from './mail/mail-settings';
import { outboxTransport, smtpTransport } from './mail/mail-transport';
import pino, { type Logger } from 'pino';

export interface StartUpstreamOptions extends Partial<Omit<UpstreamDeps, 'db'>> {
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Seeds the demo orders into a database without orders (a demo or a test, never production). */
  demoOrders: boolean;
  /** Where its request durations and its e-mail queue are counted, when it exports metrics of its own (cli/serve.ts). */
  metrics?: Registry;
  /** Where its e-mails go (SMTP_URL, or the outbox folder under dataDir), from whom, and the link they carry. */
  mail?: Partial<MailSettings> & { retry?: RetryPolicy };
  /** Where the e-mail sender says what it did; nowhere by default. */
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface RunningUpstream {
  url: string;
  port: number;
  db: Db;
  /** For a process that drains it before it stops (cli/serve.ts). */
  server: Server;
  /** The folder its e-mails are written to, when no SMTP server takes them. */
  outboxDir: string | null;
  /** Stops sending e-mails, then closes the database; for a process that drained the server itself. */
  closeData(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (migrating and seeding) the database under dataDir and serves the reference reservations service. */
export async function startUpstream(options: StartUpstreamOptions): Promise<RunningUpstream> {
  const { dataDir, port = 0, host = '127.0.0.1', demoOrders, metrics, mail: mailOptions, logger = pino({ level: 'silent' }), ...rest } = options;
  const mail = { ...MAIL_DEFAULTS, ...mailOptions };
  const now = rest.now ?? defaultDeps.now;
  const db = openDatabase(dataDir);
  seedDatabase(db, now(), { demoOrders });
  // Traced after seeding: a trace shows the statements a request runs.
  if (tracingWanted(process.env)) traceStatements(db);
  const outbox = mailOutbox(db);
  const transport = mail.smtpUrl ? smtpTransport(mail.smtpUrl) : outboxTransport(join(dataDir, 'outbox'));
  const sender = startMailSender({ outbox, transport, settings: mail, logger, now, retry: mail.retry ?? DEFAULT_RETRY, metrics });
  const closeData = async () => {
    await sender.stop();
    db.close();
  };
  const app = createUpstreamApp({ db, ...rest, queueMail: mailQueue(outbox, sender.kick, now) }, metrics && createHttpMetrics(metrics));
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
    outboxDir: transport.outboxDir,
    closeData,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          closeData().then(() => (error ? reject(error) : resolve()), reject);
        });
        server.closeAllConnections();
      }),
  };
}
