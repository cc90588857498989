import { anneFrank, rijksmuseum } from '../testing/reservations.fixture';
import { CHANGE_WINDOW_MS, changeWindowEnd, isChangeable, nextWindowClose } from './change-window';

const HOUR = 3_600_000;

describe('the change window', () => {
  it('closes 24 hours before the booked timeslot starts', () => {
    expect(CHANGE_WINDOW_MS).toBe(24 * HOUR);
  });

  it('ends when the reservations service says it does', () => {
    expect(changeWindowEnd(rijksmuseum)).toBe(Date.parse('2030-06-11T08:00:00.000Z'));
  });

  it('ends 24 hours before the start when the service does not say', () => {
    const { amendable_until: _unsaid, ...unsaid } = rijksmuseum;
    expect(changeWindowEnd(unsaid)).toBe(Date.parse(rijksmuseum.time_slot.date_time) - 24 * HOUR);
    expect(changeWindowEnd({ ...rijksmuseum, amendable_until: 'not a time' })).toBe(Date.parse(rijksmuseum.time_slot.date_time) - 24 * HOUR);
  });

  it('is open up to and including its end, as the service judges it, and closed after', () => {
    const end = changeWindowEnd(rijksmuseum);
    expect(isChangeable(rijksmuseum, end - HOUR)).toBe(true);
    expect(isChangeable(rijksmuseum, end)).toBe(true);
    expect(isChangeable(rijksmuseum, end + 1)).toBe(false);
  });

  it('tells when the next open window closes, or that none is open', () => {
    const bookings = [rijksmuseum, anneFrank];
    expect(nextWindowClose(bookings, Date.parse('2030-06-01T00:00:00.000Z'))).toBe(changeWindowEnd(anneFrank));
    expect(nextWindowClose(bookings, changeWindowEnd(anneFrank) + 1)).toBe(changeWindowEnd(rijksmuseum));
    expect(nextWindowClose(bookings, changeWindowEnd(rijksmuseum) + 1)).toBeNull();
    expect(nextWindowClose([], 0)).toBeNull();
  });
});
