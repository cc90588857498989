import * as z from 'zod/mini';
import type { ProxyCallName } from './product-calls';
import { amendRequestSchema, availabilityQuerySchema, bookingIdSchema, bookingRequestSchema, offerIdSchema, offerQuerySchema } from './proxy-payloads';

// What each product call may carry: its path's parameters, its query and its body. The BFF
// refuses any other before it forwards; the remotes' client is typed by the same schemas.

interface RequestSchemas {
  params?: z.ZodMiniObject<Record<string, z.ZodMiniType<string>>>;
  query?: z.core.$ZodType<Record<string, string>>;
  body?: z.core.$ZodType;
}

export const productCallRequests = {
  offers: {},
  offer: { params: z.object({ id: offerIdSchema }) },
  availability: { query: availabilityQuerySchema },
  booking: { body: bookingRequestSchema },
  reservations: {},
  cancelReservation: { params: z.object({ bookingId: bookingIdSchema }) },
  amendReservation: { params: z.object({ bookingId: bookingIdSchema }), body: amendRequestSchema },
  passes: { query: offerQuerySchema },
} satisfies Record<ProxyCallName, RequestSchemas>;

/** What a caller gives a call: `{ params, query, body }`, each where the call has one. */
export type ProductCallRequest<Call extends ProxyCallName> = {
  [Part in keyof (typeof productCallRequests)[Call]]: z.input<(typeof productCallRequests)[Call][Part]>;
};
