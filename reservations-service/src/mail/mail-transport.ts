import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ComposedMail } from './booking-mail';

/** Hands a message on: to the SMTP server, or into the outbox folder as an .eml file. */
export interface MailTransport {
  send(message: ComposedMail, name: string): Promise<void>;
  /** The folder messages are written to, when there is no SMTP server. */
  outboxDir: string | null;
  close(): void;
}

/** Through SMTP_URL (nodemailer's SMTP transport). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    outboxDir: null,
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Each message as an .eml file in `dir`, whole or not at all (written beside, then renamed). */
export function outboxTransport(dir: string): MailTransport {
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    outboxDir: dir,
    async send(message, name) {
      const { message: raw } = (await transport.sendMail(message)) as { message: Buffer };
      const file = join(dir, `${name}.eml`);
      writeFileSync(`${file}.part`, raw);
      renameSync(`${file}.part`, file);
    },
    close: () => transport.close(),
  };
}
