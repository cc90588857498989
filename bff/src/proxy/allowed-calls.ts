import { z } from 'zod';

// The eight product calls of the spec (section 7); nothing else is forwarded.
const passNumber = z.string().regex(/^\d{12}$/);
const offerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const bookingId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const timeslot = z.object({
  id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative()]),
  date_time: z.iso.datetime({ offset: true }),
});

const noQuery = z.object({});
const offerQuery = z.object({ offer_id: offerId });
const availabilityQuery = z.object({
  offer_id: offerId,
  passes: z
    .string()
    .max(20 * 13)
    .refine((value) => value.split(',').every((p) => passNumber.safeParse(p).success), 'passes: comma-separated 12-digit pass numbers'),
});

const bookingBody = z
  .array(
    z.object({
      offer_id: offerId,
      timeslot_details: timeslot,
      pass: passNumber,
      extra_data: z.null(),
    }),
  )
  .min(1)
  .max(20);

const amendBody = z.object({ bookingId, offer_id: offerId, time_slot: timeslot });

export type Method = 'get' | 'post' | 'delete' | 'patch';

export interface AllowedCall {
  method: Method;
  /** Express route under the proxy mount point. */
  route: string;
  params: z.ZodType<Record<string, string>>;
  query: z.ZodType<Record<string, string>>;
  body: z.ZodType<unknown> | null;
  /** Upstream path, built only from validated params. */
  upstreamPath(params: Record<string, string>): string;
}

const noParams = z.object({});

export const allowedCalls: readonly AllowedCall[] = [
  { method: 'get', route: '/offers', params: noParams, query: noQuery, body: null, upstreamPath: () => '/offers' },
  {
    method: 'get',
    route: '/offers/:id',
    params: z.object({ id: offerId }),
    query: noQuery,
    body: null,
    upstreamPath: (p) => `/offers/${encodeURIComponent(p.id ?? '')}`,
  },
  { method: 'get', route: '/availability', params: noParams, query: availabilityQuery, body: null, upstreamPath: () => '/availability' },
  { method: 'post', route: '/booking', params: noParams, query: noQuery, body: bookingBody, upstreamPath: () => '/booking' },
  { method: 'get', route: '/reservations', params: noParams, query: noQuery, body: null, upstreamPath: () => '/reservations' },
  {
    method: 'delete',
    route: '/reservations/groups/:bookingId',
    params: z.object({ bookingId }),
    query: noQuery,
    body: null,
    upstreamPath: (p) => `/reservations/groups/${encodeURIComponent(p.bookingId ?? '')}`,
  },
  {
    method: 'patch',
    route: '/reservations/groups/:bookingId',
    params: z.object({ bookingId }),
    query: noQuery,
    body: amendBody,
    upstreamPath: (p) => `/reservations/groups/${encodeURIComponent(p.bookingId ?? '')}`,
  },
  { method: 'get', route: '/passes', params: noParams, query: offerQuery, body: null, upstreamPath: () => '/passes' },
];
