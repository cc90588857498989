import { ID_PATTERN } from '@citypass/shared-ui/contracts';
import { z } from 'zod';

export const passNumberSchema = z.string().regex(/^\d{12}$/, 'a pass number has 12 digits');
// Ids follow the one rule the BFF forwards them by; whether one exists is the data's answer.
export const offerIdSchema = z.string().regex(ID_PATTERN, 'not an offer id');
/** Timeslot ids are digit strings; a number is accepted too. */
export const timeslotIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,15}$/, 'not a timeslot id'))
  .transform(Number);
export const dateTimeSchema = z.iso.datetime({ offset: true });
export const bookingIdSchema = z.string().regex(ID_PATTERN, 'not a booking id');

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
