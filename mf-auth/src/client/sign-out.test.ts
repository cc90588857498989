import { navigation } from '@citypass/shared-ui/platform/navigation';
import { SESSION_MESSAGE_KEY } from '@citypass/shared-ui/platform/session-messages';
import { CSRF, formOf, installFakeFetch } from '../testing/fake-fetch';
import { signOut } from './sign-out';

let assign: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('signOut', () => {
  it('posts the csrf token and callbackUrl, tells the other tabs and leaves for the answer URL', async () => {
    const fetch = installFakeFetch({
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/signout': { body: { url: 'http://localhost/?error=SESSION_EXPIRED' } },
    });
    await expect(signOut({ callbackUrl: '/?error=SESSION_EXPIRED' })).resolves.toBeUndefined();

    expect(formOf(fetch.mock.calls.at(-1))).toEqual({ csrfToken: CSRF.csrfToken, callbackUrl: '/?error=SESSION_EXPIRED', json: 'true' });
    const message = JSON.parse(window.localStorage.getItem(SESSION_MESSAGE_KEY) ?? 'null');
    expect(message).toEqual({ event: 'session', data: { trigger: 'signout' }, timestamp: expect.any(Number) });
    expect(assign).toHaveBeenCalledWith('http://localhost/?error=SESSION_EXPIRED');
  });

  it('falls back to the given callbackUrl when the answer has no URL', async () => {
    installFakeFetch({ 'GET /api/auth/csrf': { body: CSRF }, 'POST /api/auth/signout': { status: 500, text: 'oops' } });
    await signOut({ callbackUrl: '/' });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('stays on the page without redirect and returns the URL', async () => {
    installFakeFetch({ 'GET /api/auth/csrf': { body: CSRF }, 'POST /api/auth/signout': { body: { url: 'http://localhost/' } } });
    await expect(signOut({ callbackUrl: '/', redirect: false })).resolves.toEqual({ url: 'http://localhost/' });
    expect(assign).not.toHaveBeenCalled();
  });
});
