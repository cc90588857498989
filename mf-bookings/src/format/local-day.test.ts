import { localDay } from './local-day';

describe('localDay', () => {
  it('gives the day at the attraction as yyyy-MM-dd', () => {
    expect(localDay('2030-06-09T23:30:00.000Z', 'Asia/Tokyo')).toBe('2030-06-10');
    expect(localDay('2030-06-09T23:30:00.000Z', 'Europe/Amsterdam')).toBe('2030-06-10');
    expect(localDay('2030-06-09T23:30:00.000Z', 'America/New_York')).toBe('2030-06-09');
  });
});
