import { googleCalendarLink } from './google-link';
import { UnknownTimeZoneError } from './calendar-booking';

const booking = { bookingId: 'b-1', startsAt: '2026-12-05T10:30:00+01:00', timezone: 'Europe/Amsterdam', durationMinutes: 30 };
const words = { title: 'Rijksmuseum, 2 passes', description: 'See your bookings: https://bookings.example.com/bookings' };

describe('the Google Calendar link', () => {
  it("fills in the entry: its words, its UTC times and the attraction's zone to show it in", () => {
    const link = new URL(googleCalendarLink({ booking, words }));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Rijksmuseum, 2 passes',
      dates: '20261205T093000Z/20261205T100000Z',
      details: 'See your bookings: https://bookings.example.com/bookings',
      ctz: 'Europe/Amsterdam',
    });
  });

  it('refuses a booking in an unknown time zone', () => {
    expect(() => googleCalendarLink({ booking: { ...booking, timezone: 'Nowhere/Else' }, words })).toThrow(UnknownTimeZoneError);
  });
});
