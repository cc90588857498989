// Apart from date-formats.ts: a page that only needs the visitor's zone (a booking kept for the
// confirmation page) does not load date-fns with it.

/** The visitor's own time zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
