import { z } from 'zod';

// Where the service's e-mails go: an SMTP server (SMTP_URL), or, with none, .eml files in an
// outbox folder of its data directory, which a developer opens in any mail app.

export const smtpUrlSchema = z
  .string()
  .refine((url) => URL.canParse(url) && /^smtps?:$/.test(new URL(url).protocol), 'SMTP_URL must be an smtp:// or smtps:// address');

/** Where nothing else is said: a sender no one answers, and the app as `npm start` runs it. */
export const MAIL_DEFAULTS = { from: 'City Pass <bookings@citypass.invalid>', bookingsUrl: 'http://localhost:8080/bookings' };

export const mailSettingsShape = {
  SMTP_URL: smtpUrlSchema.optional(),
  /** Who the e-mails come from. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n"]*<)?[^\s@,;<>"]+@[^\s@,;<>"]+>?$/, 'MAIL_FROM must be one address, as bookings@example.com or City Pass <bookings@example.com>')
    .default(MAIL_DEFAULTS.from),
  /** Where the e-mails send visitors to see, amend or cancel their bookings (the app's /bookings). */
  BOOKINGS_URL: z.url({ protocol: /^https?$/, error: 'BOOKINGS_URL must be an http or https URL' }).default(MAIL_DEFAULTS.bookingsUrl),
};

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  bookingsUrl: string;
}
