import { calendarFile, type CalendarMethod } from '@citypass/calendar';
import { formatPassNumber, zoneCity, type PageLanguage } from '@citypass/contracts';
import { mailTexts } from '../i18n/mail-texts';
import type { BookingSnapshot } from './booking-snapshot';

/** An e-mail no try could send (its address is not one address): recorded as failed at once. */
export class UnsendableMail extends Error {}

// One address, nothing else: a comma, a line break or a display name in it could name more recipients or add a header.
const SINGLE_ADDRESS = /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+$/;

/** What happened to the booking, which the e-mail tells. */
export type MailKind = 'booked' | 'amended' | 'cancelled';

const METHODS: Record<MailKind, CalendarMethod> = { booked: 'REQUEST', amended: 'REQUEST', cancelled: 'CANCEL' };

/** A message as nodemailer sends it. */
export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  icalEvent: { method: CalendarMethod; filename: string; content: string };
}

export interface BookingMail {
  /** The queue's id of the message: the same Message-ID however many times it is tried. */
  id: number;
  kind: MailKind;
  recipient: string;
  language: PageLanguage;
  booking: BookingSnapshot;
}

/** The day and time of the entry, in the attraction's zone, in the e-mail's language. */
function entryWords(booking: BookingSnapshot, language: PageLanguage) {
  const at = new Date(booking.startsAt);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: booking.timezone }).format(at);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: booking.timezone }).format(at);
  return { date, time, zone: zoneCity(booking.timezone) };
}

/**
 * The e-mail of a booking, an amendment or a cancellation, in the visitor's language, with its
 * calendar entry (METHOD:REQUEST to add or update it, METHOD:CANCEL to remove it, the booking's
 * UID either way, so mail and calendar apps update the one entry).
 */
export async function composeBookingMail(mail: BookingMail, settings: { from: string; bookingsUrl: string }): Promise<ComposedMail> {
  if (!SINGLE_ADDRESS.test(mail.recipient)) throw new UnsendableMail('The order holds no single e-mail address to send to');
  const t = await mailTexts(mail.language);
  const { booking } = mail;
  const count = booking.passes.length;
  const passes = booking.passes.map(formatPassNumber).join(', ');
  const link = settings.bookingsUrl;
  const calendar = calendarFile({
    entries: [
      {
        booking: { bookingId: booking.bookingId, startsAt: booking.startsAt, timezone: booking.timezone, durationMinutes: booking.durationMinutes, sequence: booking.sequence },
        words: { title: t('event.title', { attraction: booking.attraction, count }), description: t('event.description', { count, passes, link }) },
      },
    ],
    method: METHODS[mail.kind],
    link,
    organizer: { name: 'City Pass', email: addressOf(settings.from) },
    attendee: mail.recipient,
  });
  const text = [
    t(`${mail.kind}.intro`),
    '',
    booking.attraction,
    t('details.when', entryWords(booking, mail.language)),
    t('details.passes', { count, passes }),
    '',
    t(mail.kind === 'cancelled' ? 'calendar.remove' : 'calendar.update'),
    t('link', { link }),
  ].join('\n');
  return {
    from: settings.from,
    to: mail.recipient,
    subject: t(`${mail.kind}.subject`, { attraction: booking.attraction }),
    text,
    messageId: `<booking-mail-${mail.id}@citypass>`,
    icalEvent: { method: METHODS[mail.kind], filename: mail.kind === 'cancelled' ? 'cancellation.ics' : 'booking.ics', content: calendar },
  };
}

/** The bare address of a From such as `City Pass <bookings@example.com>`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
