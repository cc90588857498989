import { z } from 'zod';

// Pass numbers, offer and booking ids, times and order credentials are read by the contracts'
// schemas (@citypass/contracts), the rules the BFF forwards them by.

/** Timeslot ids are this service's digit strings; a number is accepted too. */
export const timeslotIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,15}$/, 'not a timeslot id'))
  .transform(Number);

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
