import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { composeBookingMail, UnsendableMail } from './booking-mail';
import type { MailOutbox } from './mail-outbox';
import type { MailTransport } from './mail-transport';

// Sends the queued e-mails one at a time, apart from any request: a message the SMTP server does
// not take (down, or refusing) is tried again later, each wait twice the one before, and given up
// on after the last try, without holding back the messages behind it.

export interface RetryPolicy {
  /** The wait after the first failed try. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Tries in all before a message is recorded as failed. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 8 };

export interface MailSender {
  /** A message was queued: send it now. */
  kick(): void;
  /** Finishes the message being sent, and sends no more. */
  stop(): Promise<void>;
}

/** An address as logs may show it: its first letter and its domain. */
export const maskedAddress = (address: string): string => address.replace(/^(.)[^@]*@/, '$1***@');

function mailMetrics(registry: Registry | undefined, outbox: MailOutbox) {
  if (!registry) return { sent: () => undefined, failed: (_outcome: 'retried' | 'failed') => undefined };
  new Gauge({
    name: 'citypass_mail_queue_depth',
    help: 'E-mails waiting to be sent, due or not',
    registers: [registry],
    collect() {
      this.set(outbox.depth());
    },
  });
  const sent = new Counter({ name: 'citypass_mail_sent_total', help: 'E-mails the SMTP server (or the outbox folder) took', registers: [registry] });
  const failures = new Counter({
    name: 'citypass_mail_failures_total',
    help: 'Tries to send an e-mail that did not succeed: retried (it waits for another try) or failed (given up on)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return { sent: () => sent.inc(), failed: (outcome: 'retried' | 'failed') => failures.inc({ outcome }) };
}

export function startMailSender(options: {
  outbox: MailOutbox;
  transport: MailTransport;
  settings: { from: string; bookingsUrl: string };
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => number;
  retry?: RetryPolicy;
  metrics?: Registry;
}): MailSender {
  const { outbox, transport, settings, logger, now = Date.now, retry = DEFAULT_RETRY } = options;
  const metrics = mailMetrics(options.metrics, outbox);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const delayAfter = (attempts: number) => Math.min(retry.firstDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);

  async function sendDue(): Promise<void> {
    for (let mail = outbox.nextDue(now()); mail && !stopped; mail = outbox.nextDue(now())) {
      const to = maskedAddress(mail.recipient);
      try {
        await transport.send(await composeBookingMail(mail, settings), `${mail.id}-${mail.kind}`);
        outbox.sent(mail.id, now());
        metrics.sent();
        logger.info({ code: 'MAIL_SENT', mail: mail.id, kind: mail.kind, to }, 'E-mail sent');
      } catch (error) {
        const reason = error instanceof Error ? error.message.replaceAll(mail.recipient, to) : String(error);
        const attempts = mail.attempts + 1;
        const retryAt = error instanceof UnsendableMail || attempts >= retry.maxAttempts ? null : now() + delayAfter(attempts);
        outbox.notSent(mail.id, reason, retryAt);
        metrics.failed(retryAt === null ? 'failed' : 'retried');
        if (retryAt === null) logger.error({ code: 'MAIL_FAILED', mail: mail.id, kind: mail.kind, to, attempts, reason }, 'E-mail given up on after its last try');
        else logger.warn({ code: 'MAIL_RETRY', mail: mail.id, kind: mail.kind, to, attempts, retryAt: new Date(retryAt).toISOString(), reason }, 'E-mail not sent: tried again later');
      }
    }
  }

  /** Wakes when the next waiting message is due. */
  function schedule() {
    clearTimeout(timer);
    const next = stopped ? null : outbox.nextDueAt();
    if (next === null) return;
    timer = setTimeout(run, Math.max(0, next - now()));
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      } else schedule();
    });
  }

  // What waited while the service was stopped goes out now.
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
