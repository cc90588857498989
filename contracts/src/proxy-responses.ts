import * as z from 'zod/mini';
import type { ProxyCallName } from './product-calls';

// What the reservations service answers to the eight calls, as the BFF passes it through
// unread and the front end checks it where it arrives. Shapes only: formats are the service's.

const timeslotAnswerSchema = z.object({ id: z.union([z.string(), z.number()]), date_time: z.string() });

const offerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  timezone: z.string(),
  category: z.string(),
  address: z.string(),
  image_url: z.optional(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;

const passUsageSchema = z.object({
  pass_number: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  /** The pass holds an upcoming booking for this offer. */
  used: z.boolean(),
  /** Upcoming bookings of this pass, any offer. */
  reservations: z.number(),
});
export type PassUsage = z.infer<typeof passUsageSchema>;

const availabilityEntrySchema = z.object({
  id: z.union([z.string(), z.number()]),
  date_time: z.string(),
  timezone: z.optional(z.string()),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;

const bookingResponseItemSchema = z.object({
  booking_id: z.string(),
  offer_id: z.string(),
  pass: z.string(),
  time_slot: timeslotAnswerSchema,
  timezone: z.string(),
  /** How long the timeslot lasts; another reservations service may leave it out. */
  duration_minutes: z.optional(z.number()),
});
export type BookingResponseItem = z.infer<typeof bookingResponseItemSchema>;

/** One booking group: every pass booked together into one timeslot of one attraction. */
const reservationSchema = z.object({
  booking_id: z.string(),
  offer_id: z.string(),
  attraction_name: z.string(),
  time_slot: z.object({ id: z.string(), date_time: z.string() }),
  timezone: z.string(),
  passes: z.array(z.string()),
  /** When cancel and amend close; the spec does not name it, so another reservations service may leave it out. */
  amendable_until: z.optional(z.string()),
  /** How long the timeslot lasts; another reservations service may leave it out. */
  duration_minutes: z.optional(z.number()),
  /** How many times the booking changed, for calendar entries (SEQUENCE); another service may leave it out. */
  sequence: z.optional(z.number()),
});
export type Reservation = z.infer<typeof reservationSchema>;

const cancelResultSchema = z.object({ booking_id: z.string(), status: z.literal('cancelled') });

/** The answer of each call, by the name the front end calls it with. */
export const proxyResponseSchemas = {
  offers: z.array(offerSchema),
  offer: offerSchema,
  availability: z.array(availabilityEntrySchema),
  booking: z.array(bookingResponseItemSchema),
  reservations: z.array(reservationSchema),
  // Another reservations service may answer a cancellation with 204 No Content.
  cancelReservation: z.nullable(cancelResultSchema),
  amendReservation: reservationSchema,
  passes: z.array(passUsageSchema),
} satisfies Record<ProxyCallName, z.core.$ZodType>;
export type ProxyResponse<Call extends ProxyCallName> = z.infer<(typeof proxyResponseSchemas)[Call]>;
