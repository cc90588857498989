/** The yyyy-MM-dd day of an instant in a timezone (the value format of grouped availability). */
export function localDay(iso: string, timeZone: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}
