import { groupAvailability } from './availability';

describe('groupAvailability', () => {
  it('returns nothing for no entries', () => {
    expect(groupAvailability([])).toEqual({ dates: [], times: {}, minDate: null });
  });

  it('groups by local day in the entry timezone, sorted, keeping the raw date_time as value', () => {
    const result = groupAvailability([
      { id: 3, date_time: '2025-06-11T08:00:00Z', timezone: 'Europe/Amsterdam' },
      { id: 1, date_time: '2025-06-10T07:30:00Z', timezone: 'Europe/Amsterdam' },
      { id: 2, date_time: '2025-06-10T13:15:00Z', timezone: 'Europe/Amsterdam' },
    ]);
    expect(result.minDate).toBe('2025-06-10');
    expect(result.dates).toEqual([
      { id: '2025-06-10', value: '2025-06-10', display: 'Tuesday 10th June 2025' },
      { id: '2025-06-11', value: '2025-06-11', display: 'Wednesday 11th June 2025' },
    ]);
    expect(result.times['2025-06-10']).toEqual([
      { display: '9:30 AM', value: '2025-06-10T07:30:00Z', id: 1 },
      { display: '3:15 PM', value: '2025-06-10T13:15:00Z', id: 2 },
    ]);
    expect(result.times['2025-06-11']).toEqual([{ display: '10:00 AM', value: '2025-06-11T08:00:00Z', id: 3 }]);
  });

  it('puts the same instant on different days in three timezones', () => {
    const instant = '2025-01-15T23:30:00Z';
    const at = (timezone: string) => groupAvailability([{ id: 'a', date_time: instant }], timezone);
    expect(at('Europe/Amsterdam').dates[0]?.display).toBe('Thursday 16th January 2025');
    expect(at('Europe/Amsterdam').times['2025-01-16']?.[0]?.display).toBe('12:30 AM');
    expect(at('Europe/Madrid').times['2025-01-16']?.[0]?.display).toBe('12:30 AM');
    expect(at('America/New_York').dates[0]?.display).toBe('Wednesday 15th January 2025');
    expect(at('America/New_York').times['2025-01-15']?.[0]?.display).toBe('6:30 PM');
    expect(at('Asia/Tokyo').times['2025-01-16']?.[0]?.display).toBe('8:30 AM');
  });

  it('prefers the entry timezone over the argument', () => {
    const result = groupAvailability(
      [{ id: 1, date_time: '2025-01-15T15:00:00Z', timezone: 'America/New_York' }],
      'Europe/Amsterdam',
    );
    expect(result.times['2025-01-15']?.[0]?.display).toBe('10:00 AM');
  });

  it('follows Amsterdam across the spring-forward and fall-back Sundays', () => {
    const result = groupAvailability(
      [
        { id: 'before-spring', date_time: '2025-03-30T00:30:00Z' },
        { id: 'after-spring', date_time: '2025-03-30T01:30:00Z' },
        { id: 'before-fall', date_time: '2025-10-26T00:30:00Z' },
        { id: 'after-fall', date_time: '2025-10-26T01:30:00Z' },
      ],
      'Europe/Amsterdam',
    );
    expect(result.dates.map((date) => date.display)).toEqual(['Sunday 30th March 2025', 'Sunday 26th October 2025']);
    expect(result.times['2025-03-30']?.map((time) => time.display)).toEqual(['1:30 AM', '3:30 AM']);
    expect(result.times['2025-10-26']?.map((time) => time.display)).toEqual(['2:30 AM', '2:30 AM']);
  });

  it('follows New York across its own DST change', () => {
    const result = groupAvailability(
      [
        { id: 1, date_time: '2025-03-08T14:00:00Z', timezone: 'America/New_York' },
        { id: 2, date_time: '2025-03-09T14:00:00Z', timezone: 'America/New_York' },
      ],
    );
    expect(result.times['2025-03-08']?.[0]?.display).toBe('9:00 AM');
    expect(result.times['2025-03-09']?.[0]?.display).toBe('10:00 AM');
  });

  it("uses the browser's timezone when none is known", () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = '2025-06-10T12:00:00Z';
    expect(groupAvailability([{ id: 1, date_time: instant }]).times).toEqual(
      groupAvailability([{ id: 1, date_time: instant }], browserZone).times,
    );
  });
});

describe('groupAvailability in another language', () => {
  it('shows the days and times in that language, keeping the values the booking sends', () => {
    const result = groupAvailability(
      [
        { id: 1, date_time: '2025-06-10T07:30:00Z', timezone: 'Europe/Amsterdam' },
        { id: 2, date_time: '2025-06-10T13:15:00Z', timezone: 'Europe/Amsterdam' },
      ],
      undefined,
      'nl',
    );
    expect(result.dates).toEqual([{ id: '2025-06-10', value: '2025-06-10', display: 'dinsdag 10 juni 2025' }]);
    expect(result.times['2025-06-10']).toEqual([
      { display: '09:30', value: '2025-06-10T07:30:00Z', id: 1 },
      { display: '15:15', value: '2025-06-10T13:15:00Z', id: 2 },
    ]);
  });
});
