import { bookingRefusal, windowElapsed, type BookingAttempt } from './booking-rules';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-20T12:00:00Z');
const startsAt = Date.parse('2026-11-24T09:00:00Z');

const attempt = (overrides: Partial<BookingAttempt> = {}): BookingAttempt => ({
  slot: { id: 7, offerId: 'ams-rijksmuseum', startsAt, localDate: '2026-11-24', capacity: 10, booked: 0 },
  passes: [{ passNumber: '100000000011', validFrom: now - 24 * HOUR, validUntil: now + 30 * 24 * HOUR, scanned: true }],
  offerRequiresScan: false,
  held: [],
  now,
  ...overrides,
});

const held = (offerId: string, timeslotId: number, at: number, localDate = '2026-11-24') => ({
  passNumber: '100000000011',
  offerId,
  timeslotId,
  startsAt: at,
  localDate,
});

describe('booking rules', () => {
  it('accepts a free future slot within the pass validity', () => {
    expect(bookingRefusal(attempt())).toBeNull();
  });

  it('refuses a slot that has started', () => {
    expect(bookingRefusal(attempt({ now: startsAt }))).toBe('TIMESLOT_UNAVAILABLE');
  });

  it('refuses a slot outside a pass validity', () => {
    const passes = [{ passNumber: '1', validFrom: now, validUntil: startsAt - 1, scanned: true }];
    expect(bookingRefusal(attempt({ passes }))).toBe('RESERVATION_OUTSIDE_PASS_DURATION');
  });

  it('refuses an unscanned pass where the attraction needs a scan', () => {
    const passes = [{ passNumber: '1', validFrom: now, validUntil: startsAt + 1, scanned: false }];
    expect(bookingRefusal(attempt({ passes, offerRequiresScan: true }))).toBe('AV-004');
    expect(bookingRefusal(attempt({ passes }))).toBeNull();
  });

  it('refuses the same slot twice, the same attraction twice a day, and overlaps within 30 minutes', () => {
    expect(bookingRefusal(attempt({ held: [held('ams-rijksmuseum', 7, startsAt)] }))).toBe('BOOKING-014');
    expect(bookingRefusal(attempt({ held: [held('ams-rijksmuseum', 8, startsAt + 5 * HOUR)] }))).toBe('BOOKING-017');
    expect(bookingRefusal(attempt({ held: [held('ams-canal-cruise', 9, startsAt + 29 * 60 * 1000)] }))).toBe('OVERLAPPING_RESERVATION');
    expect(bookingRefusal(attempt({ held: [held('ams-canal-cruise', 9, startsAt + 30 * 60 * 1000)] }))).toBeNull();
    expect(bookingRefusal(attempt({ held: [held('ams-rijksmuseum', 8, startsAt + 24 * HOUR, '2026-11-25')] }))).toBeNull();
  });

  it('refuses when the slot has no room for every pass', () => {
    const passes = [1, 2, 3].map((n) => ({ passNumber: String(n), validFrom: now, validUntil: startsAt + 1, scanned: true }));
    expect(bookingRefusal(attempt({ passes, slot: { ...attempt().slot, booked: 7 } }))).toBeNull();
    expect(bookingRefusal(attempt({ passes, slot: { ...attempt().slot, booked: 8 } }))).toBe('TIMESLOT_UNAVAILABLE');
  });

  it('closes the amend window 24 hours before the start', () => {
    expect(windowElapsed(startsAt, startsAt - 24 * HOUR, 24 * HOUR)).toBe(false);
    expect(windowElapsed(startsAt, startsAt - 24 * HOUR + 1, 24 * HOUR)).toBe(true);
  });
});
