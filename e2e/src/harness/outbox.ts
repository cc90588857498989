import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The calendar entry's METHOD, UID and SEQUENCE. */
  calendar: { method?: string; uid?: string; sequence?: string };
}

const field = (text: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();

async function read(file: string): Promise<OutboxMail> {
  const mail: ParsedMail = await simpleParser(readFileSync(file));
  const ics = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))?.content.toString('utf8').replace(/\r\n[ \t]/g, '') ?? '';
  const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
  return { to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', calendar: { method: field(ics, 'METHOD'), uid: field(ics, 'UID'), sequence: field(ics, 'SEQUENCE') } };
}

/**
 * The e-mails the stack's reservations service wrote about one booking (its outbox folder: no
 * SMTP server), in the order it sent them; waits until there are `count`.
 */
export async function mailsAbout(dataDir: string, bookingId: string, count: number, ms = 15_000): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + ms;
  for (;;) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    const byId = files.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    const mails = (await Promise.all(byId.map((name) => read(join(dir, name))))).filter((mail) => mail.calendar.uid?.includes(bookingId));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
