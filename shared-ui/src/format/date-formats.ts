import { formatInTimeZone } from 'date-fns-tz';
import { catalogueLanguage, SOURCE_LANGUAGE, type PageLanguage } from '@citypass/contracts';

export const DATE_VALUE_FORMAT = 'yyyy-MM-dd';
export const DATE_DISPLAY_FORMAT = 'cccc do MMMM yyyy';
export const TIME_DISPLAY_FORMAT = 'h:mm a';

/** The day of an instant in a time zone as a value, yyyy-MM-dd: by a fixed pattern, never a locale's way of writing dates. */
export function formatDateValue(iso: string, timeZone: string): string {
  return formatInTimeZone(iso, timeZone, DATE_VALUE_FORMAT);
}

// English keeps the spec's patterns through date-fns-tz. Every other language takes its own long
// date and its own clock from Intl, which the browser already has (a date-fns locale would add
// about 1.6 kB each). The pseudo-languages are English underneath.
const keepsSpecPatterns = (language: PageLanguage): boolean => catalogueLanguage(language) === SOURCE_LANGUAGE;

const STYLES = { date: { dateStyle: 'full' }, time: { timeStyle: 'short' } } as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// A formatter is costly to make and sixty days of timeslots ask for the same few again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormat(style: keyof typeof STYLES, iso: string, timeZone: string, language: PageLanguage): string {
  const key = `${style} ${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone })));
  return formatter.format(new Date(iso));
}

/** The day of an instant in a time zone, as read in `language`: 'Monday 3rd March 2025', 'lunes, 3 de marzo de 2025'. */
export function formatDisplayDate(iso: string, timeZone: string, language: PageLanguage = SOURCE_LANGUAGE): string {
  if (keepsSpecPatterns(language)) return formatInTimeZone(iso, timeZone, DATE_DISPLAY_FORMAT);
  return intlFormat('date', iso, timeZone, language);
}

/** The time of an instant in a time zone, on the clock of `language`: '3:30 PM', '15:30'. */
export function formatDisplayTime(iso: string, timeZone: string, language: PageLanguage = SOURCE_LANGUAGE): string {
  if (keepsSpecPatterns(language)) return formatInTimeZone(iso, timeZone, TIME_DISPLAY_FORMAT);
  return intlFormat('time', iso, timeZone, language);
}
