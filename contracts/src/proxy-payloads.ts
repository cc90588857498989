import * as z from 'zod/mini';

// What the front end sends through /api/proxy/* (the spec's eight calls, section 7): the BFF
// checks it against these schemas before it forwards anything, and the reference reservations
// service reads pass numbers, ids and times by these same schemas.

/** The id rule of offers, bookings and timeslots: whatever the reservations service names them. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const id = (what: string) => z.string().check(z.regex(ID_PATTERN, `not ${what}`));

export const passNumberSchema = z.string().check(z.regex(/^\d{12}$/, 'a pass number has 12 digits'));
export const offerIdSchema = id('an offer id');
export const bookingIdSchema = id('a booking id');
/** A timeslot's start, with its offset. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
const timeslotSchema = z.object({
  id: z.union([id('a timeslot id'), z.int().check(z.nonnegative())]),
  date_time: dateTimeSchema,
});
export type TimeslotDetails = z.infer<typeof timeslotSchema>;

/** How many passes one booking may carry. */
export const MAX_PASSES_PER_BOOKING = 20;

const bookingItemSchema = z.object({
  offer_id: offerIdSchema,
  timeslot_details: timeslotSchema,
  pass: passNumberSchema,
  extra_data: z.null(),
});
export type BookingRequestItem = z.infer<typeof bookingItemSchema>;

/** `POST /booking`: one item per pass, all into the same timeslot. */
export const bookingRequestSchema = z.array(bookingItemSchema).check(z.minLength(1), z.maxLength(MAX_PASSES_PER_BOOKING));

/** `PATCH /reservations/groups/:bookingId`: the whole group moves to another timeslot of the same offer. */
export const amendRequestSchema = z.object({ bookingId: bookingIdSchema, offer_id: offerIdSchema, time_slot: timeslotSchema });
export type AmendPayload = z.infer<typeof amendRequestSchema>;

export const offerQuerySchema = z.object({ offer_id: offerIdSchema });
export const availabilityQuerySchema = z.object({
  offer_id: offerIdSchema,
  passes: z
    .string()
    .check(
      z.maxLength(MAX_PASSES_PER_BOOKING * 13),
      z.refine((value) => value.split(',').every((pass) => passNumberSchema.safeParse(pass).success), 'passes: comma-separated 12-digit pass numbers'),
    ),
});
