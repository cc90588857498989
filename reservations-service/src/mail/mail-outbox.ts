import type { PageLanguage } from '@citypass/contracts';
import { GROUP_TABLES } from '../bookings';
import type { Db } from '../db/open-database';
import type { BookingMail, MailKind } from './booking-mail';
import { SNAPSHOT_SQL, type BookingSnapshot } from './booking-snapshot';

// The queue of e-mails in the service's database. A change and its e-mail are written together;
// the sender reads the queue apart from any request, so sending never delays nor fails a booking.

interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  language: PageLanguage;
  booking: string;
  attempts: number;
}

export interface MailOutbox {
  /** Queues the e-mail of a change to a booking, due now, with the booking as it stands; false when there is no such booking. */
  add(mail: { kind: MailKind; recipient: string; language: PageLanguage; bookingId: string }, now: number): boolean;
  /** The e-mail due first, with how many times it was tried; none when nothing is due. */
  nextDue(now: number): (BookingMail & { attempts: number }) | null;
  sent(id: number, now: number): void;
  /** Tried and not sent: tried again at `retryAt`, or given up on when that is null. */
  notSent(id: number, error: string, retryAt: number | null): void;
  /** E-mails waiting to go out, due or not. */
  depth(): number;
  /** When the next waiting e-mail is due; null with none waiting. */
  nextDueAt(): number | null;
}

export function mailOutbox(db: Db): MailOutbox {
  // The booking read and written in one statement: the message keeps it as the change left it.
  const insert = db.prepare(
    `INSERT INTO mail_outbox (kind, recipient, language, booking, next_attempt_at, created_at)
     SELECT @kind, @recipient, @language, ${SNAPSHOT_SQL}, @now, @now ${GROUP_TABLES} WHERE b.id = @bookingId`,
  );
  const due = db.prepare(
    "SELECT id, kind, recipient, language, booking, attempts FROM mail_outbox WHERE status = 'waiting' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1",
  );
  const markSent = db.prepare("UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?");
  const markRetry = db.prepare('UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const markFailed = db.prepare("UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?");
  const waiting = db.prepare("SELECT count(*) AS depth, min(next_attempt_at) AS next FROM mail_outbox WHERE status = 'waiting'");
  return {
    add(mail, now) {
      return insert.run({ ...mail, now }).changes === 1;
    },
    nextDue(now) {
      const row = due.get(now) as OutboxRow | undefined;
      if (!row) return null;
      return { id: row.id, kind: row.kind, recipient: row.recipient, language: row.language, booking: JSON.parse(row.booking) as BookingSnapshot, attempts: row.attempts };
    },
    sent(id, now) {
      markSent.run(now, id);
    },
    notSent(id, error, retryAt) {
      if (retryAt === null) markFailed.run(error, id);
      else markRetry.run(retryAt, error, id);
    },
    depth: () => (waiting.get() as { depth: number }).depth,
    nextDueAt: () => (waiting.get() as { next: number | null }).next,
  };
}
