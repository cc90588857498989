// The eight product calls of the spec (section 7), by the name the front end calls each with:
// the BFF's proxy makes one route of each (under PROXY_PATH), the remotes' client one function.
// Names, methods and paths only, so a page that needs no schema loads no zod.

export const PRODUCT_CALLS = {
  offers: { method: 'GET', path: '/offers' },
  offer: { method: 'GET', path: '/offers/:id' },
  availability: { method: 'GET', path: '/availability' },
  booking: { method: 'POST', path: '/booking' },
  reservations: { method: 'GET', path: '/reservations' },
  cancelReservation: { method: 'DELETE', path: '/reservations/groups/:bookingId' },
  amendReservation: { method: 'PATCH', path: '/reservations/groups/:bookingId' },
  passes: { method: 'GET', path: '/passes' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: `/${string}` }>;

export type ProxyCallName = keyof typeof PRODUCT_CALLS;

/** The names of a path's parameters: `/offers/:id` has `id`. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** A call's path with its parameters filled in, each encoded: `/offers/:id` with `ams/rijks` is `/offers/ams%2Frijks`. */
export function productCallPath(call: ProxyCallName, params: Readonly<Record<string, string>> = {}): string {
  return PRODUCT_CALLS[call].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A call's query string, `?` included when there is one; commas stay literal (`passes=123,456`, as the spec writes lists). */
export function productCallQuery(query: Readonly<Record<string, string>> = {}): string {
  const pairs = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
