import { isInstant, isTimeZone, zoneCity } from './instants';

describe('times as the service writes them', () => {
  it('takes an ISO 8601 instant with its offset, nothing vaguer', () => {
    expect(['2026-12-05T10:30:00+01:00', '2026-12-05T09:30:00.000Z', '2026-12-05T09:30Z'].every(isInstant)).toBe(true);
    expect(['2026-12-05 10:30', '2026-12-05T10:30', '2026-13-45T10:30:00Z', 3, null].some(isInstant)).toBe(false);
  });

  it('takes a time zone Intl knows', () => {
    expect(['Europe/Amsterdam', 'America/New_York', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['', 'Amsterdam', 'Mars/Olympus_Mons', '+01:00', undefined].some(isTimeZone)).toBe(false);
  });

  it('names the city of an IANA timezone', () => {
    expect(zoneCity('Europe/Amsterdam')).toBe('Amsterdam');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
