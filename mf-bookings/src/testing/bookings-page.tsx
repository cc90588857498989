import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { SessionContext, type SessionContextValue, type SessionStatus } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { SIGNED_IN } from '@citypass/shared-ui/testing/signed-in';
import type { Reservation } from '../api/reservations';
import BookingsPage from '../pages/BookingsPage';
import { rijksmuseumSlots } from './reservations.fixture';

// The bookings page as its tests render it: behind a fake product proxy, inside what the shell puts around it.

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };
type Route = (call: Call) => Answer | undefined;

/** A fake product proxy: the list lives here, so refetches see what cancel and amend did. */
export function fakeProxy(initial: Reservation[], routes: Route[] = [], changesWaitFor?: Promise<void>) {
  let reservations = [...initial];
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: Call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (changesWaitFor && call.method !== 'GET') await changesWaitFor;
    const answer = (routes.map((route) => route(call)).find((found) => found !== undefined) ?? defaultAnswer(call));
    return { ok: answer.status < 400, status: answer.status, text: async () => JSON.stringify(answer.body) };
  });
  function defaultAnswer({ method, url, body }: Call): { status: number; body: unknown } {
    const groupId = url.match(/reservations\/groups\/([^/?]+)/)?.[1];
    if (method === 'GET' && url === '/api/proxy/reservations') return { status: 200, body: reservations };
    if (method === 'GET' && url.startsWith('/api/proxy/availability')) return { status: 200, body: rijksmuseumSlots };
    if (method === 'DELETE' && groupId) {
      reservations = reservations.filter((booking) => booking.booking_id !== groupId);
      return { status: 200, body: { booking_id: groupId, status: 'cancelled' } };
    }
    if (method === 'PATCH' && groupId) {
      const { time_slot } = body as { time_slot: Reservation['time_slot'] };
      reservations = reservations.map((booking) => (booking.booking_id === groupId ? { ...booking, time_slot } : booking));
      return { status: 200, body: reservations.find((booking) => booking.booking_id === groupId) };
    }
    return { status: 404, body: { error_code: 'NOT_FOUND' } };
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export const failWith = (method: string, path: string, status: number, code: string): Route => (call) =>
  call.method === method && call.url.startsWith(`/api/proxy/${path}`) ? { status, body: { error_code: code } } : undefined;

/** Stands in for the shell, which clears the stored errors on every route change. */
function StoredErrors() {
  const { errors, clearErrors } = useErrorStore();
  return (
    <>
      <output aria-label="Stored errors">{Object.keys(errors).join(',')}</output>
      <button onClick={clearErrors}>Change route</button>
    </>
  );
}

/** What the shell renders around a remote page: the notification modal and the spinner overlay. */
export function renderPage(status: SessionStatus = 'authenticated') {
  const session: SessionContextValue = {
    status,
    data: status === 'authenticated' ? SIGNED_IN : null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
  };
  const { unmount } = renderWithPlatform(
    <SessionContext.Provider value={session}>
      <BookingsPage />
      <PlatformOverlays />
      <StoredErrors />
    </SessionContext.Provider>,
    { route: '/bookings' },
  );
  return { session, user: userEvent.setup(), unmount };
}

export const card = (attraction: string) => screen.getByRole('article', { name: attraction });
