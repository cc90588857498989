interface DateBadgeParts {
  weekday: string;
  day: string;
  month: string;
}

/** The short day, date and month of a calendar badge, as seen in the attraction's timezone. */
export function dateBadgeParts(iso: string, timeZone: string): DateBadgeParts {
  const date = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(date);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** 'Europe/Amsterdam' -> 'Amsterdam', 'America/New_York' -> 'New York'. */
export function zoneCity(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return city.replace(/_/g, ' ');
}
