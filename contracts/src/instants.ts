// Times as the reservations service writes them, read alike by pages, the calendar entries and e-mails.

// An instant as the service writes it: ISO 8601 with its offset.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** A zone Intl knows: it throws on others (an offset, a misspelt city), which would break a page or place an entry wrong. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 'Europe/Paris' -> 'Paris', 'America/Los_Angeles' -> 'Los Angeles'. */
export function zoneCity(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return city.replace(/_/g, ' ');
}
