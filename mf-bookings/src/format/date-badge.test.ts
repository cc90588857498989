import { dateBadgeParts } from './date-badge';

describe('dateBadgeParts', () => {
  it("shows the day as it is at the attraction, not in the browser's timezone", () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo.
    expect(dateBadgeParts('2030-06-09T23:30:00.000Z', 'Asia/Tokyo')).toEqual({ weekday: 'Mon', day: '10', month: 'Jun' });
    expect(dateBadgeParts('2030-06-09T23:30:00.000Z', 'America/New_York')).toEqual({ weekday: 'Sun', day: '9', month: 'Jun' });
  });

  it("names the day and month in the page's language", () => {
    expect(dateBadgeParts('2030-06-09T23:30:00.000Z', 'Asia/Tokyo', 'es')).toEqual({ weekday: 'lun', day: '10', month: 'jun' });
    expect(dateBadgeParts('2030-06-09T23:30:00.000Z', 'Asia/Tokyo', 'ja')).toEqual({ weekday: '月', day: '10日', month: '6月' });
    expect(dateBadgeParts('2030-06-09T23:30:00.000Z', 'Asia/Tokyo', 'en-XA')).toEqual({ weekday: 'Mon', day: '10', month: 'Jun' });
  });
});
