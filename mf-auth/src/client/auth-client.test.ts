import { SESSION_MESSAGE_KEY } from '@citypass/shared-ui/platform/session-messages';
import { CSRF, installFakeFetch, SESSION_BODY } from '../testing/fake-fetch';
import { getCsrfToken, getProviders, getSession, postSessionUpdate, readSession, SessionFetchError } from './auth-client';

let beacon: jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  beacon = jest.fn(() => true);
  Object.assign(navigator, { sendBeacon: beacon });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('auth client reads', () => {
  it('asks for JSON under /api/auth', async () => {
    const fetch = installFakeFetch({ 'GET /api/auth/csrf': { body: CSRF } });
    await expect(getCsrfToken()).resolves.toBe(CSRF.csrfToken);
    expect(fetch).toHaveBeenCalledWith('/api/auth/csrf', expect.objectContaining({ headers: { 'Content-Type': 'application/json' } }));
  });

  it('reads the session and broadcasts getSession unless told not to', async () => {
    installFakeFetch({ 'GET /api/auth/session': { body: SESSION_BODY } });
    await expect(getSession({ broadcast: false })).resolves.toEqual(SESSION_BODY);
    expect(window.localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
    await getSession();
    expect(JSON.parse(window.localStorage.getItem(SESSION_MESSAGE_KEY) ?? '{}').data).toEqual({ trigger: 'getSession' });
  });

  it('reads `{}` as no session', async () => {
    installFakeFetch({ 'GET /api/auth/session': { body: {} } });
    await expect(readSession()).resolves.toBeNull();
    await expect(getSession({ broadcast: false })).resolves.toBeNull();
  });

  it('tells a failed session fetch apart for the machine, logging CLIENT_FETCH_ERROR', async () => {
    installFakeFetch({ 'GET /api/auth/session': { status: 200, text: '<html>' } });
    await expect(readSession()).rejects.toBeInstanceOf(SessionFetchError);
    await expect(getSession({ broadcast: false })).resolves.toBeNull();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((beacon.mock.calls[0] as [string, URLSearchParams])[1].get('code')).toBe('CLIENT_FETCH_ERROR');
  });

  it('falls back to a keepalive POST when sendBeacon is missing', async () => {
    Object.assign(navigator, { sendBeacon: undefined });
    const fetch = installFakeFetch({ 'GET /api/auth/providers': { status: 500, body: {} }, 'POST /api/auth/_log': { body: {} } });
    await expect(getProviders()).resolves.toBeNull();
    const log = fetch.mock.calls.find(([url]) => url === '/api/auth/_log');
    expect(log?.[1]).toEqual(expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('updates the session with a JSON POST carrying the csrf token and data', async () => {
    const fetch = installFakeFetch({ 'GET /api/auth/csrf': { body: CSRF }, 'POST /api/auth/session': { body: SESSION_BODY } });
    await expect(postSessionUpdate({ a: 1 })).resolves.toEqual(SESSION_BODY);
    const post = fetch.mock.calls.at(-1);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ csrfToken: CSRF.csrfToken, data: { a: 1 } });
  });
});
