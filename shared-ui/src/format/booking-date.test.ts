import { formatEntryDate, formatEntryTime } from './booking-date';

describe('booking dates', () => {
  it('formats the entry day and time in the attraction timezone', () => {
    expect(formatEntryDate('2025-07-04T22:15:00Z', 'America/New_York')).toBe('Friday 4th July 2025');
    expect(formatEntryTime('2025-07-04T22:15:00Z', 'America/New_York')).toBe('6:15 PM');
    expect(formatEntryDate('2025-07-04T22:15:00Z', 'Europe/Madrid')).toBe('Saturday 5th July 2025');
    expect(formatEntryTime('2025-07-04T22:15:00Z', 'Europe/Madrid')).toBe('12:15 AM');
  });
});

describe('booking dates in another language', () => {
  it("formats the entry day and time in the attraction's timezone and the visitor's language", () => {
    expect(formatEntryDate('2025-07-04T22:15:00Z', 'America/New_York', 'es')).toBe('viernes, 4 de julio de 2025');
    expect(formatEntryTime('2025-07-04T22:15:00Z', 'America/New_York', 'es')).toBe('18:15');
    expect(formatEntryDate('2025-07-04T22:15:00Z', 'Europe/Madrid', 'de')).toBe('Samstag, 5. Juli 2025');
    expect(formatEntryTime('2025-07-04T22:15:00Z', 'Europe/Madrid', 'de')).toBe('00:15');
  });
});
