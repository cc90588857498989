interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A body that is not JSON. */
  text?: string;
}

type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer)>;

/**
 * Installs a fetch that answers by "METHOD path" (path without the query), records every call
 * and fails loudly for an unexpected request.
 */
export function installFakeFetch(routes: FakeRoutes): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const fake = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[`${method} ${path}`];
    if (route === undefined) throw new TypeError(`Unexpected ${method} ${url}`);
    const answer = typeof route === 'function' ? route(init) : route;
    const status = answer.status ?? 200;
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => (answer.text === undefined ? answer.body : JSON.parse(answer.text)),
    } as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
}

/** The form body a fake fetch call sent. */
export function formOf(call: [string, RequestInit?] | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call?.[1]?.body as URLSearchParams));
}

export const PROVIDERS = {
  order: {
    id: 'order',
    name: 'Order number',
    type: 'credentials',
    signinUrl: 'http://localhost/api/auth/signin/order',
    callbackUrl: 'http://localhost/api/auth/callback/order',
  },
  'magic-link-token': {
    id: 'magic-link-token',
    name: 'Magic link',
    type: 'credentials',
    signinUrl: 'http://localhost/api/auth/signin/magic-link-token',
    callbackUrl: 'http://localhost/api/auth/callback/magic-link-token',
  },
};

export const CSRF = { csrfToken: 'a'.repeat(64) };

export const SESSION_BODY = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [{ pass_number: '100000000011', valid_from: '2030-01-01', valid_until: '2030-01-03' }],
  expires: '2030-02-01T00:00:00.000Z',
};
