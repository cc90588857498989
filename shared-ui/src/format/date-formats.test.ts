import { LANGUAGES, type PageLanguage } from '@citypass/contracts';
import { formatDateValue, formatDisplayDate, formatDisplayTime } from './date-formats';

// One afternoon and one morning at an attraction in Madrid (UTC+1 in March), in every language.
const AFTERNOON = '2025-03-03T14:30:00Z';
const MORNING = '2025-03-03T08:05:00Z';
const ZONE = 'Europe/Madrid';

const expected: Record<(typeof LANGUAGES)[number], [date: string, afternoon: string, morning: string]> = {
  en: ['Monday 3rd March 2025', '3:30 PM', '9:05 AM'],
  nl: ['maandag 3 maart 2025', '15:30', '09:05'],
  de: ['Montag, 3. März 2025', '15:30', '09:05'],
  fr: ['lundi 3 mars 2025', '15:30', '09:05'],
  es: ['lunes, 3 de marzo de 2025', '15:30', '9:05'],
  ca: ['dilluns, 3 de març del 2025', '15:30', '9:05'],
  'zh-Hans': ['2025年3月3日星期一', '15:30', '09:05'],
  ja: ['2025年3月3日月曜日', '15:30', '9:05'],
  'pt-BR': ['segunda-feira, 3 de março de 2025', '15:30', '09:05'],
};

describe('dates and times in the visitor language', () => {
  it('covers every language of the product', () => {
    expect(Object.keys(expected).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.entries(expected))('%s reads its own long date and its own clock', (language, [date, afternoon, morning]) => {
    expect(formatDisplayDate(AFTERNOON, ZONE, language as PageLanguage)).toBe(date);
    expect(formatDisplayTime(AFTERNOON, ZONE, language as PageLanguage)).toBe(afternoon);
    expect(formatDisplayTime(MORNING, ZONE, language as PageLanguage)).toBe(morning);
  });

  it("keeps the spec's English patterns when no language is given, and for the pseudo-languages", () => {
    expect(formatDisplayDate(AFTERNOON, ZONE)).toBe('Monday 3rd March 2025');
    expect(formatDisplayTime(AFTERNOON, ZONE)).toBe('3:30 PM');
    for (const pseudo of ['en-XA', 'ar-XB'] as const) {
      expect(formatDisplayDate(AFTERNOON, ZONE, pseudo)).toBe('Monday 3rd March 2025');
      expect(formatDisplayTime(AFTERNOON, ZONE, pseudo)).toBe('3:30 PM');
    }
  });

  it("reads the day and time in the attraction's time zone in every language", () => {
    const lateEvening = '2025-03-03T23:30:00Z';
    expect(formatDisplayDate(lateEvening, 'Europe/Madrid', 'es')).toBe('martes, 4 de marzo de 2025');
    expect(formatDisplayTime(lateEvening, 'Europe/Madrid', 'es')).toBe('0:30');
    expect(formatDisplayDate(lateEvening, 'America/New_York', 'ja')).toBe('2025年3月3日月曜日');
    expect(formatDisplayTime(lateEvening, 'America/New_York', 'ja')).toBe('18:30');
  });
});

describe('the day as a value', () => {
  it("gives the day at the attraction as yyyy-MM-dd, whatever the page's language", () => {
    expect(formatDateValue('2030-06-09T23:30:00.000Z', 'Asia/Tokyo')).toBe('2030-06-10');
    expect(formatDateValue('2030-06-09T23:30:00.000Z', 'Europe/Amsterdam')).toBe('2030-06-10');
    expect(formatDateValue('2030-06-09T23:30:00.000Z', 'America/New_York')).toBe('2030-06-09');
  });
});
