import { resolve } from 'node:path';
import { z } from 'zod';
import { metricsSettingsSchema } from '@citypass/observability';
import { mailSettingsShape, type MailSettings } from '../mail/mail-settings';

export interface ServeOptions {
  port: number;
  host: string;
  /** Absolute: the folder of the SQLite database. */
  dataDir: string;
  demoOrders: boolean;
  /** Where its metrics listener answers: METRICS_PORT (default 9465, beside the BFF's 9464) and METRICS_HOST. */
  metrics: { port: number; host: string };
  /** SMTP_URL (else the outbox folder), MAIL_FROM and BOOKINGS_URL. */
  mail: MailSettings;
}

/** 9465: next to the BFF's 9464, so both run on one machine as they are. */
export const SERVICE_METRICS_PORT = 9465;

const schema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4000),
  host: z.string().min(1).default('127.0.0.1'),
  dataDir: z.string().min(1).default('data'),
  seed: z.enum(['demo'], { error: '--seed takes one value: demo' }).optional(),
  ...metricsSettingsSchema(SERVICE_METRICS_PORT).shape,
  ...mailSettingsShape,
});

/** The command's flags, for node:util's parseArgs. */
export const SERVE_FLAGS = {
  options: { port: { type: 'string' }, host: { type: 'string' }, 'data-dir': { type: 'string' }, seed: { type: 'string' } },
} as const;

export type ServeFlags = Partial<Record<keyof typeof SERVE_FLAGS.options, string>>;

/**
 * Where the service listens and keeps its data: PORT, HOST and DATA_DIR (relative to where it
 * starts), each overridden by its flag (`--port`, `--host`, `--data-dir`) so one run can move a
 * port without unsetting the variable. Demo orders only with `--seed demo`.
 */
export function serveOptions(values: ServeFlags, env: NodeJS.ProcessEnv): ServeOptions {
  // An empty variable counts as unset, as a shell's `PORT= npm start` means.
  const result = schema.safeParse({
    port: values.port ?? (env.PORT || undefined),
    host: values.host ?? (env.HOST || undefined),
    dataDir: values['data-dir'] ?? (env.DATA_DIR || undefined),
    seed: values.seed,
    METRICS_PORT: env.METRICS_PORT || undefined,
    METRICS_HOST: env.METRICS_HOST || undefined,
    SMTP_URL: env.SMTP_URL || undefined,
    MAIL_FROM: env.MAIL_FROM || undefined,
    BOOKINGS_URL: env.BOOKINGS_URL || undefined,
  });
  if (!result.success) throw new Error(z.prettifyError(result.error));
  const { port, host, dataDir, seed, METRICS_PORT, METRICS_HOST, SMTP_URL, MAIL_FROM, BOOKINGS_URL } = result.data;
  return {
    port,
    host,
    dataDir: resolve(dataDir),
    demoOrders: seed === 'demo',
    metrics: { port: METRICS_PORT, host: METRICS_HOST },
    mail: { smtpUrl: SMTP_URL, from: MAIL_FROM, bookingsUrl: BOOKINGS_URL },
  };
}
