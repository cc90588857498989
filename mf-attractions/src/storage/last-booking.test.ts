import type { BookingResponseItem } from '../api/booking';
import { lastBookingFrom, parseLastBooking, readLastBooking, saveLastBooking } from './last-booking';

const item = (pass: string): BookingResponseItem => ({
  booking_id: 'b1',
  offer_id: 'ams-rijksmuseum',
  pass,
  time_slot: { id: '42', date_time: '2030-06-10T07:30:00.000Z' },
  timezone: 'Europe/Amsterdam',
  duration_minutes: 30,
});

const attraction = { id: 'ams-rijksmuseum', name: 'Rijksmuseum', timezone: 'Europe/Amsterdam' };

describe('last booking', () => {
  it("is built from the booking answer as values, the slot's instant and the attraction's timezone, one ticket per pass", () => {
    expect(lastBookingFrom(attraction, [item('100000000011'), item('100000000012')])).toEqual({
      exists: true,
      attractionId: 'ams-rijksmuseum',
      attractionName: 'Rijksmuseum',
      entryDateTime: '2030-06-10T07:30:00.000Z',
      timezone: 'Europe/Amsterdam',
      tickets: 2,
      calendar: { bookingId: 'b1', passes: ['100000000011', '100000000012'], durationMinutes: 30 },
    });
  });

  it("takes the attraction's timezone when the answer names none", () => {
    const answer = { ...item('100000000011'), timezone: '' };
    expect(lastBookingFrom({ ...attraction, timezone: 'Europe/Madrid' }, [answer])?.timezone).toBe('Europe/Madrid');
  });

  it('is nothing for an empty answer', () => {
    expect(lastBookingFrom(attraction, [])).toBeNull();
  });

  it('survives a round trip through storage', () => {
    const booking = lastBookingFrom(attraction, [item('100000000011')]);
    if (!booking) throw new Error('expected a booking');
    saveLastBooking(booking, window.sessionStorage);
    expect(readLastBooking(window.sessionStorage)).toEqual(booking);
  });

  it('reads one stored before languages as it is, its day and time in words', () => {
    const worded = { exists: true, attractionId: 'a', attractionName: 'A', entryDate: 'Monday 10th June 2030', entryTime: '9:30 AM', tickets: 1 };
    expect(parseLastBooking(JSON.stringify(worded))).toEqual(worded);
  });

  const stored = { exists: true, attractionId: 'a', attractionName: 'A', tickets: 1 };

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['exists false', JSON.stringify({ exists: false, attractionId: 'a', attractionName: 'A', entryDate: 'd', entryTime: 't', tickets: 1 })],
    ['missing name', JSON.stringify({ exists: true, attractionId: 'a', entryDate: 'd', entryTime: 't', tickets: 1 })],
    ['zero tickets', JSON.stringify({ exists: true, attractionId: 'a', attractionName: 'A', entryDate: 'd', entryTime: 't', tickets: 0 })],
    ['fractional tickets', JSON.stringify({ exists: true, attractionId: 'a', attractionName: 'A', entryDate: 'd', entryTime: 't', tickets: 1.5 })],
    ['an instant that is no date', JSON.stringify({ ...stored, entryDateTime: 'soon', timezone: 'Europe/Amsterdam' })],
    ['an instant without its offset', JSON.stringify({ ...stored, entryDateTime: '2030-06-10T07:30:00', timezone: 'Europe/Amsterdam' })],
    ['an unknown timezone', JSON.stringify({ ...stored, entryDateTime: '2030-06-10T07:30:00.000Z', timezone: 'Europe/Atlantis' })],
    ['an offset for a timezone', JSON.stringify({ ...stored, entryDateTime: '2030-06-10T07:30:00.000Z', timezone: '+02:00' })],
    ['no timezone', JSON.stringify({ ...stored, entryDateTime: '2030-06-10T07:30:00.000Z' })],
    ['neither values nor words', JSON.stringify(stored)],
  ])('rejects %s', (_case, raw) => {
    expect(parseLastBooking(raw)).toBeNull();
  });
});
