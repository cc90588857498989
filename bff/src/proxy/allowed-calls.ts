import {
  amendRequestSchema,
  availabilityQuerySchema,
  bookingIdSchema,
  bookingRequestSchema,
  offerIdSchema,
  offerQuerySchema,
} from '@citypass/contracts';
import { z } from 'zod';

// The eight product calls of the spec (section 7); nothing else is forwarded. What each may
// carry is the contract the front end sends by.
const noQuery = z.object({});

type Method = 'get' | 'post' | 'delete' | 'patch';

export interface AllowedCall {
  method: Method;
  /** Express route under the proxy mount point. */
  route: string;
  params: z.core.$ZodType<Record<string, string>>;
  query: z.core.$ZodType<Record<string, string>>;
  body: z.core.$ZodType | null;
  /** Upstream path, built only from validated params. */
  upstreamPath(params: Record<string, string>): string;
}

const noParams = z.object({});

export const allowedCalls: readonly AllowedCall[] = [
  { method: 'get', route: '/offers', params: noParams, query: noQuery, body: null, upstreamPath: () => '/offers' },
  {
    method: 'get',
    route: '/offers/:id',
    params: z.object({ id: offerIdSchema }),
    query: noQuery,
    body: null,
    upstreamPath: (p) => `/offers/${encodeURIComponent(p.id ?? '')}`,
  },
  { method: 'get', route: '/availability', params: noParams, query: availabilityQuerySchema, body: null, upstreamPath: () => '/availability' },
  { method: 'post', route: '/booking', params: noParams, query: noQuery, body: bookingRequestSchema, upstreamPath: () => '/booking' },
  { method: 'get', route: '/reservations', params: noParams, query: noQuery, body: null, upstreamPath: () => '/reservations' },
  {
    method: 'delete',
    route: '/reservations/groups/:bookingId',
    params: z.object({ bookingId: bookingIdSchema }),
    query: noQuery,
    body: null,
    upstreamPath: (p) => `/reservations/groups/${encodeURIComponent(p.bookingId ?? '')}`,
  },
  {
    method: 'patch',
    route: '/reservations/groups/:bookingId',
    params: z.object({ bookingId: bookingIdSchema }),
    query: noQuery,
    body: amendRequestSchema,
    upstreamPath: (p) => `/reservations/groups/${encodeURIComponent(p.bookingId ?? '')}`,
  },
  { method: 'get', route: '/passes', params: noParams, query: offerQuerySchema, body: null, upstreamPath: () => '/passes' },
];
