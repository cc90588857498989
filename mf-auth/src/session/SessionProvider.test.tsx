import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { navigation } from '@citypass/shared-ui/platform/navigation';
import { useSession, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { SESSION_MESSAGE_KEY } from '@citypass/shared-ui/platform/session-messages';
import { CSRF, formOf, installFakeFetch, PROVIDERS, SESSION_BODY } from '../testing/fake-fetch';
import { SessionProvider } from './SessionProvider';

let assign: jest.SpyInstance;
let latest: SessionContextValue | undefined;

function Probe({ required = false }: { required?: boolean }) {
  const value = useSession({ required });
  useEffect(() => {
    latest = value;
  });
  return <p>status: {value.status}{value.data ? ` ${value.data.orderNumber}` : ''}</p>;
}

function sessionCalls(fetch: jest.Mock): number {
  return fetch.mock.calls.filter(([url, init]) => url === '/api/auth/session' && (init as RequestInit | undefined)?.method === undefined).length;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/bookings?tab=1');
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  Object.assign(navigator, { sendBeacon: jest.fn(() => true) });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('SessionProvider', () => {
  it('loads the session and provides it through the shared contract', async () => {
    installFakeFetch({ 'GET /api/auth/session': { body: SESSION_BODY } });
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated CP-100001')).toBeInTheDocument();
  });

  it('provides the session the page was served with at once, without fetching it', async () => {
    const fetch = installFakeFetch({ 'GET /api/auth/session': { body: {} } });
    render(<SessionProvider session={SESSION_BODY}><Probe required /></SessionProvider>);
    expect(screen.getByText('status: authenticated CP-100001')).toBeInTheDocument();
    expect(sessionCalls(fetch)).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  describe('when another tab signalled a change since the page was opened, before the provider listened', () => {
    const pageOpenedSecond = () => Math.floor(performance.timeOrigin / 1000);
    const leaveMessage = (timestamp: number) =>
      window.localStorage.setItem(SESSION_MESSAGE_KEY, JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp }));

    it('refetches the session the page was served with at once, showing it until the answer', async () => {
      jest.useFakeTimers();
      leaveMessage(pageOpenedSecond());
      const fetch = installFakeFetch({ 'GET /api/auth/session': { body: {} } });
      render(<SessionProvider session={SESSION_BODY}><Probe /></SessionProvider>);
      expect(screen.getByText('status: authenticated CP-100001')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(sessionCalls(fetch)).toBe(1);
      expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    });

    it('keeps trusting the page when the last change was signalled before it was opened', async () => {
      jest.useFakeTimers();
      leaveMessage(pageOpenedSecond() - 1);
      const fetch = installFakeFetch({ 'GET /api/auth/session': { body: {} } });
      render(<SessionProvider session={SESSION_BODY}><Probe /></SessionProvider>);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(sessionCalls(fetch)).toBe(0);
      expect(screen.getByText('status: authenticated CP-100001')).toBeInTheDocument();
    });
  });

  it('guards: useSession({ required: true }) sends a signed-out visitor to sign-in with SessionRequired', async () => {
    installFakeFetch({ 'GET /api/auth/session': { body: {} } });
    render(<SessionProvider><Probe required /></SessionProvider>);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?error=SessionRequired&callbackUrl=%2Fbookings%3Ftab%3D1'));
    expect(screen.getByText('status: loading')).toBeInTheDocument();
  });

  it('guards: a signed-in visitor stays', async () => {
    installFakeFetch({ 'GET /api/auth/session': { body: SESSION_BODY } });
    render(<SessionProvider><Probe required /></SessionProvider>);
    expect(await screen.findByText('status: authenticated CP-100001')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refetches when the page becomes visible and when another tab signs out, without writing back', async () => {
    const fetch = installFakeFetch({ 'GET /api/auth/session': { body: SESSION_BODY } });
    render(<SessionProvider><Probe /></SessionProvider>);
    await screen.findByText('status: authenticated CP-100001');
    const before = window.localStorage.getItem(SESSION_MESSAGE_KEY);

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(sessionCalls(fetch)).toBe(2));

    installFakeFetch({ 'GET /api/auth/session': { body: {} } });
    const newValue = JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: 1 });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue }));
    });
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_MESSAGE_KEY)).toBe(before);
  });

  it('polls every refetchInterval seconds while signed in', async () => {
    jest.useFakeTimers();
    const fetch = installFakeFetch({ 'GET /api/auth/session': { body: SESSION_BODY } });
    render(<SessionProvider refetchInterval={60}><Probe /></SessionProvider>);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(sessionCalls(fetch)).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(sessionCalls(fetch)).toBe(2);
  });

  it('signs in without leaving, loads the session and tells the other tabs', async () => {
    let signedIn = false;
    installFakeFetch({
      'GET /api/auth/session': () => ({ body: signedIn ? SESSION_BODY : {} }),
      'GET /api/auth/providers': { body: PROVIDERS },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/callback/order': () => {
        signedIn = true;
        return { body: { url: 'http://localhost/attractions' } };
      },
    });
    render(<SessionProvider><Probe /></SessionProvider>);
    await screen.findByText('status: unauthenticated');

    let result: Awaited<ReturnType<SessionContextValue['signIn']>>;
    await act(async () => {
      result = await latest!.signIn('order', { orderNumber: 'CP-100001', email: 'three.passes@example.com', redirect: false });
    });
    expect(result!).toEqual({ error: null, status: 200, ok: true, url: 'http://localhost/attractions' });
    expect(screen.getByText('status: authenticated CP-100001')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SESSION_MESSAGE_KEY) ?? '{}').data).toEqual({ trigger: 'getSession' });
  });

  it('signs out to the given callbackUrl', async () => {
    installFakeFetch({
      'GET /api/auth/session': { body: SESSION_BODY },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/signout': { body: { url: 'http://localhost/?error=SESSION_EXPIRED' } },
    });
    render(<SessionProvider><Probe /></SessionProvider>);
    await screen.findByText('status: authenticated CP-100001');
    await act(() => latest!.signOut({ callbackUrl: '/?error=SESSION_EXPIRED' }));
    expect(assign).toHaveBeenCalledWith('http://localhost/?error=SESSION_EXPIRED');
    // The page is on its way out: the session is not dropped under it (no SessionRequired race).
    expect(screen.getByText('status: authenticated CP-100001')).toBeInTheDocument();
  });

  it('updates the session while signed in', async () => {
    installFakeFetch({
      'GET /api/auth/session': { body: SESSION_BODY },
      'GET /api/auth/csrf': { body: CSRF },
      'POST /api/auth/session': { body: { ...SESSION_BODY, expires: '2031-01-01T00:00:00.000Z' } },
    });
    render(<SessionProvider><Probe /></SessionProvider>);
    await screen.findByText('status: authenticated CP-100001');
    let updated: Awaited<ReturnType<SessionContextValue['update']>> = null;
    await act(async () => {
      updated = await latest!.update();
    });
    expect(updated).toEqual(expect.objectContaining({ expires: '2031-01-01T00:00:00.000Z' }));
  });

  describe('given a magic-link token the page was opened with', () => {
    /** The auth endpoints for a magic-link sign-in answered with `url`; the session exists once it succeeded. */
    function magicLinkRoutes(url: string) {
      let signedIn = false;
      return installFakeFetch({
        'GET /api/auth/session': () => ({ body: signedIn ? SESSION_BODY : {} }),
        'GET /api/auth/providers': { body: PROVIDERS },
        'GET /api/auth/csrf': { body: CSRF },
        'POST /api/auth/callback/magic-link-token': () => {
          signedIn = !url.includes('error=');
          return { status: signedIn ? 200 : 401, body: { url } };
        },
      });
    }

    it('signs in with it on any page, returning to that page, while a guarded page waits', async () => {
      const fetch = magicLinkRoutes('http://localhost/bookings?tab=1');
      render(<SessionProvider session={null} magicLinkToken="tok-1"><Probe required /></SessionProvider>);
      expect(screen.getByText('status: loading')).toBeInTheDocument();
      expect(await screen.findByText('status: authenticated CP-100001')).toBeInTheDocument();
      const call = fetch.mock.calls.find(([url]) => url === '/api/auth/callback/magic-link-token');
      expect(formOf(call)).toEqual(expect.objectContaining({ magicLinkToken: 'tok-1', callbackUrl: '/bookings?tab=1' }));
      expect(assign).not.toHaveBeenCalled();
    });

    it('sends the visitor to sign-in with the refusal and the return address, never with SessionRequired', async () => {
      magicLinkRoutes('http://localhost/api/auth/error?error=TOKEN_EXPIRED&provider=magic-link-token');
      render(<SessionProvider session={null} magicLinkToken="used"><Probe required /></SessionProvider>);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/?error=TOKEN_EXPIRED&callbackUrl=%2Fbookings%3Ftab%3D1'));
      expect(assign).toHaveBeenCalledTimes(1);
      expect(screen.getByText('status: loading')).toBeInTheDocument();
    });
  });
});
