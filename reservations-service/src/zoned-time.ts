// Wall-clock times in an IANA timezone, computed with Intl so no timezone library is needed.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

function wallClock(utcMs: number, timezone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timezone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

function offsetMs(utcMs: number, timezone: string): number {
  const p = wallClock(utcMs, timezone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant at which the wall clock in `timezone` shows the given local date and time. */
export function zonedTimeToUtc(localDate: string, hour: number, minute: number, timezone: string): number {
  const [year, month, day] = localDate.split('-').map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute);
  const firstGuess = naive - offsetMs(naive, timezone);
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  return naive - offsetMs(firstGuess, timezone);
}

/** The local calendar date (yyyy-MM-dd) in `timezone` at an instant. */
export function localDateOf(utcMs: number, timezone: string): string {
  const p = wallClock(utcMs, timezone);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The yyyy-MM-dd date `days` after `localDate`. */
export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
