import { addDays, localDateOf, zonedTimeToUtc } from './zoned-time';

describe('zoned time', () => {
  it('converts a wall-clock time in summer and winter', () => {
    expect(new Date(zonedTimeToUtc('2026-07-01', 9, 0, 'Europe/Amsterdam')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-11-24', 9, 0, 'Europe/Amsterdam')).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-11-24', 9, 30, 'America/New_York')).toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-11-24', 9, 0, 'Asia/Tokyo')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('handles the day daylight saving starts', () => {
    expect(new Date(zonedTimeToUtc('2026-03-29', 9, 0, 'Europe/Amsterdam')).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('reads the local date of an instant', () => {
    expect(localDateOf(Date.parse('2026-11-24T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-25');
    expect(localDateOf(Date.parse('2026-11-24T03:30:00Z'), 'America/New_York')).toBe('2026-11-23');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
