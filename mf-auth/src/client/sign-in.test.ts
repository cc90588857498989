import { navigation } from '@citypass/shared-ui/platform/navigation';
import { CSRF, formOf, installFakeFetch, PROVIDERS } from '../testing/fake-fetch';
import { signIn } from './sign-in';

let assign: jest.SpyInstance;
let reload: jest.SpyInstance;
let beacon: jest.Mock;

beforeEach(() => {
  window.history.pushState({}, '', '/bookings?tab=1');
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  reload = jest.spyOn(navigation, 'reload').mockImplementation(() => undefined);
  beacon = jest.fn(() => true);
  Object.assign(navigator, { sendBeacon: beacon });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('signIn', () => {
  it('posts a credentials sign-in form to callback/{id} with csrf, callbackUrl and json=true', async () => {
    const fetch = installFakeFetch({
      'GET /api/auth/providers': { body: PROVIDERS },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/callback/order': { body: { url: 'http://localhost/attractions' } },
    });
    const result = await signIn('order', { orderNumber: 'CP-100001', email: 'a@example.com', redirect: false, callbackUrl: '/attractions' });

    expect(result).toEqual({ error: null, status: 200, ok: true, url: 'http://localhost/attractions' });
    const post = fetch.mock.calls.find(([url]) => url === '/api/auth/callback/order');
    expect(post?.[1]?.method).toBe('POST');
    expect(post?.[1]?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(formOf(post)).toEqual({
      orderNumber: 'CP-100001',
      email: 'a@example.com',
      redirect: 'false',
      callbackUrl: '/attractions',
      csrfToken: CSRF.csrfToken,
      json: 'true',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads the error of a refused sign-in from the answer URL (401)', async () => {
    installFakeFetch({
      'GET /api/auth/providers': { body: PROVIDERS },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/callback/order': {
        status: 401,
        body: { url: 'http://localhost/api/auth/error?error=ORDER_NOT_FOUND&provider=order' },
      },
    });
    await expect(signIn('order', { redirect: false })).resolves.toEqual({ error: 'ORDER_NOT_FOUND', status: 401, ok: false, url: null });
  });

  it('reports a bad csrf token (403) as a failure without an error code', async () => {
    installFakeFetch({
      'GET /api/auth/providers': { body: PROVIDERS },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/callback/order': { status: 403, body: { url: 'http://localhost/api/auth/signin?csrf=true' } },
    });
    await expect(signIn('order', { redirect: false })).resolves.toEqual({
      error: null,
      status: 403,
      ok: false,
      url: 'http://localhost/api/auth/signin?csrf=true',
    });
  });

  it('posts other provider types to signin/{id} with the auth params and follows the answer', async () => {
    const fetch = installFakeFetch({
      'GET /api/auth/providers': { body: { github: { ...PROVIDERS.order, id: 'github', type: 'oauth' } } },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/signin/github': { body: { url: 'https://github.example/authorize#x' } },
    });
    await expect(signIn('github', { redirect: false }, { prompt: 'login' })).resolves.toBeUndefined();
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/signin/github?prompt=login')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://github.example/authorize#x');
    expect(reload).toHaveBeenCalled();
  });

  it('leaves for the answer URL when redirecting, defaulting the callbackUrl to the current page', async () => {
    const fetch = installFakeFetch({
      'GET /api/auth/providers': { body: PROVIDERS },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/callback/order': { body: { url: 'http://localhost/bookings?tab=1' } },
    });
    await expect(signIn('order', { orderNumber: 'x' })).resolves.toBeUndefined();
    expect(formOf(fetch.mock.calls.at(-1)).callbackUrl).toBe('http://localhost/bookings?tab=1');
    expect(assign).toHaveBeenCalledWith('http://localhost/bookings?tab=1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes to the error page and sends the CLIENT_FETCH_ERROR beacon when the providers cannot be read', async () => {
    installFakeFetch({ 'GET /api/auth/providers': { status: 500, body: { message: 'boom' } } });
    await expect(signIn('order', { redirect: false })).resolves.toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/error');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, URLSearchParams];
    expect(url).toBe('/api/auth/_log');
    expect(body.toString()).toMatch(/^level=error&code=CLIENT_FETCH_ERROR&.*&client=true$/);
    expect(body.get('url')).toBe('/api/auth/providers');
    expect(body.get('message')).toBe('HTTP 500');
  });

  it('sends an unknown provider to the sign-in page with the return address', async () => {
    installFakeFetch({ 'GET /api/auth/providers': { body: PROVIDERS } });
    await expect(signIn('nope')).resolves.toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/?callbackUrl=http%3A%2F%2Flocalhost%2Fbookings%3Ftab%3D1');
  });
});
