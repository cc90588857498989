import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

// Wall-clock times in an IANA timezone, through date-fns-tz (daylight-saving changes included).

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant at which the wall clock in `timezone` shows the given local date and time. */
export function zonedTimeToUtc(localDate: string, hour: number, minute: number, timezone: string): number {
  return fromZonedTime(`${localDate}T${twoDigits(hour)}:${twoDigits(minute)}:00`, timezone).getTime();
}

/** The local calendar date (yyyy-MM-dd) in `timezone` at an instant. */
export function localDateOf(utcMs: number, timezone: string): string {
  return formatInTimeZone(utcMs, timezone, 'yyyy-MM-dd');
}

/** The yyyy-MM-dd date `days` after `localDate`. */
export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
