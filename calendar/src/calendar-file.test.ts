import { calendarFile, entryUid, UnknownTimeZoneError, type CalendarEntry } from './index';
import { readCalendarFile as parsed } from './testing';

const LINK = 'https://bookings.example.com/bookings';

const entry = (booking: Partial<CalendarEntry['booking']> = {}, words: Partial<CalendarEntry['words']> = {}): CalendarEntry => ({
  booking: { bookingId: 'b-100', startsAt: '2026-12-05T10:30:00+01:00', timezone: 'Europe/Amsterdam', durationMinutes: 30, ...booking },
  words: { title: 'Rijksmuseum, 2 passes', description: '2 passes: 1000-0000-0011, 1000-0000-0012', ...words },
});

describe('a calendar file of bookings', () => {
  it('holds each booking at its instant for its timeslot, named in the given words, linking back', () => {
    const { method, events } = parsed(calendarFile({ entries: [entry()], method: 'PUBLISH', link: LINK }));
    expect(method).toBe('PUBLISH');
    expect(events).toEqual([
      {
        uid: entryUid('b-100'),
        sequence: 0,
        start: '2026-12-05T09:30:00.000Z',
        end: '2026-12-05T10:00:00.000Z',
        summary: 'Rijksmuseum, 2 passes',
        description: '2 passes: 1000-0000-0011, 1000-0000-0012',
        url: LINK,
        status: 'CONFIRMED',
        attendees: [],
      },
    ]);
  });

  it.each([
    ['the day summer time starts in Amsterdam', '2027-03-28T10:30:00+02:00', 'Europe/Amsterdam', '2027-03-28T08:30:00.000Z'],
    ['the day summer time ends in New York', '2026-11-01T09:00:00-05:00', 'America/New_York', '2026-11-01T14:00:00.000Z'],
    ['the night before summer time ends in Barcelona', '2026-10-24T16:30:00+02:00', 'Europe/Madrid', '2026-10-24T14:30:00.000Z'],
  ])('keeps the instant across a change of clocks: %s', (_, startsAt, timezone, start) => {
    const [event] = parsed(calendarFile({ entries: [entry({ startsAt, timezone })], method: 'PUBLISH', link: LINK })).events;
    expect(event?.start).toBe(start);
  });

  it('keeps the entry of a booking across amendments: the same UID, a higher SEQUENCE, the new time', () => {
    const first = parsed(calendarFile({ entries: [entry()], method: 'REQUEST', link: LINK })).events[0]!;
    const amended = parsed(calendarFile({ entries: [entry({ startsAt: '2026-12-06T14:00:00+01:00', sequence: 1 })], method: 'REQUEST', link: LINK })).events[0]!;
    expect(amended.uid).toBe(first.uid);
    expect(amended.sequence).toBeGreaterThan(first.sequence);
    expect(amended.start).toBe('2026-12-06T13:00:00.000Z');
  });

  it('cancels with the same UID, the entry marked cancelled, organiser and visitor named', () => {
    const text = calendarFile({
      entries: [entry({ sequence: 2 })],
      method: 'CANCEL',
      link: LINK,
      organizer: { name: 'City Pass', email: 'bookings@example.com' },
      attendee: 'three.passes@example.com',
    });
    const { method, events } = parsed(text);
    expect(method).toBe('CANCEL');
    expect(events[0]).toEqual(expect.objectContaining({ uid: entryUid('b-100'), sequence: 2, status: 'CANCELLED', attendees: ['mailto:three.passes@example.com'] }));
  });

  it('gives every booking its own entry in one file', () => {
    const text = calendarFile({ entries: [entry(), entry({ bookingId: 'b-200', startsAt: '2026-12-07T09:00:00-05:00', timezone: 'America/New_York' })], method: 'PUBLISH', link: LINK });
    expect(parsed(text).events.map((event) => [event.uid, event.start])).toEqual([
      [entryUid('b-100'), '2026-12-05T09:30:00.000Z'],
      [entryUid('b-200'), '2026-12-07T14:00:00.000Z'],
    ]);
  });

  it('writes lines of at most 75 octets ending in CRLF, even in Japanese', () => {
    const text = calendarFile({ entries: [entry({}, { title: '国立美術館 '.repeat(20), description: 'パス 1000-0000-0011\n'.repeat(5) })], method: 'PUBLISH', link: LINK });
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75 && !line.includes('\n'))).toBe(true);
    expect(parsed(text).events[0]?.summary).toBe('国立美術館 '.repeat(20));
  });

  it('lets no word add a line of its own: a title or description holding line breaks stays one property', () => {
    const text = calendarFile({ entries: [entry({}, { title: 'Zoo\r\nATTENDEE:mailto:evil@example.com', description: 'x\r\nEND:VEVENT' })], method: 'REQUEST', link: LINK });
    const [event] = parsed(text).events;
    expect(event?.attendees).toEqual([]);
    expect(event?.summary).toBe('Zoo\nATTENDEE:mailto:evil@example.com');
    expect(text.match(/^END:VEVENT/gm)).toHaveLength(1);
  });

  it('refuses a booking in a time zone no calendar knows, writing nothing, rather than show a wrong time', () => {
    for (const timezone of ['', 'Mars/Olympus_Mons', 'Amsterdam']) {
      expect(() => calendarFile({ entries: [entry(), entry({ timezone })], method: 'PUBLISH', link: LINK })).toThrow(UnknownTimeZoneError);
    }
  });

  it('refuses a start that is not an instant with its offset', () => {
    expect(() => calendarFile({ entries: [entry({ startsAt: '2026-12-05 10:30' })], method: 'PUBLISH', link: LINK })).toThrow(RangeError);
  });
});
