import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api/proxy-client';
import { navigation } from './navigation';
import { NotificationProvider, useNotification } from './notifications';
import { SessionContext, type SessionContextValue } from './session';
import { useApiErrorHandler } from './use-api-error-handler';

let assign: jest.SpyInstance;

afterEach(() => assign.mockRestore());
beforeEach(() => {
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  delete window.dataLayer;
});

function setup(withSession = true) {
  const session: SessionContextValue = {
    status: 'authenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NotificationProvider>
      {withSession ? <SessionContext.Provider value={session}>{children}</SessionContext.Provider> : children}
    </NotificationProvider>
  );
  const { result } = renderHook(() => ({ handle: useApiErrorHandler(), notice: useNotification().notification }), { wrapper });
  const handle = (error: unknown, context?: { passCount?: number }) => act(() => result.current.handle(error, context));
  return { session, handle, notice: () => result.current.notice };
}

describe('useApiErrorHandler', () => {
  it.each([
    ['AV-004', 409],
    ['ADAPTOR_ERROR', 502],
    ['BOOKING-017', 409],
    ['BOOKING-014', 409],
    ['OVERLAPPING_RESERVATION', 409],
    ['RESERVATION_OUTSIDE_PASS_DURATION', 422],
    ['TIMESLOT_UNAVAILABLE', 409],
    ['UNVERIFIED_EMAIL', 401],
    ['WINDOW_ELAPSED', 403],
  ])('shows %s in the modal with its catalogue text, whatever the status', (code, status) => {
    const { handle, notice, session } = setup();
    handle(new ApiError(status, code, { error_code: code }));
    expect(notice().active).toBe(true);
    expect(notice().title).toBe('There was a problem');
    expect(notice().message).not.toBe('Something went wrong, please try again');
    expect(session.signOut).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the registering text for AUTH-007', () => {
    const { handle, notice } = setup();
    handle(new ApiError(503, 'AUTH-007', null));
    expect(notice().title).toBe("Sorry, we're still registering your pass details.");
  });

  it('accepts a bare parsed body carrying error_code', () => {
    const { handle, notice } = setup();
    handle({ error_code: 'BOOKING-017' });
    expect(notice().message).toBe('You already have a booking for this attraction on this day.');
  });

  it('signs out to SESSION_EXPIRED on a 401', () => {
    const { handle, notice, session } = setup();
    handle(new ApiError(401, 'SESSION_EXPIRED', null));
    expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/?error=SESSION_EXPIRED' });
    expect(notice().active).toBe(false);
    expect(window.dataLayer).toEqual([{ event: 'api_error', outcome: 'signed_out', error_code: 'SESSION_EXPIRED', status: 401 }]);
  });

  it('goes to SESSION_EXPIRED directly on a 401 when no session provider is present', () => {
    const { handle } = setup(false);
    handle(new ApiError(401, 'SOMETHING_WRONG', null));
    expect(assign).toHaveBeenCalledWith('/?error=SESSION_EXPIRED');
  });

  it('returns to the root on a 403', () => {
    const { handle, notice, session } = setup();
    handle(new ApiError(403, 'NOT_AUTHORISED', null));
    expect(assign).toHaveBeenCalledWith('/');
    expect(session.signOut).not.toHaveBeenCalled();
    expect(notice().active).toBe(false);
  });

  it.each([
    ['a server error', new ApiError(500, 'SOMETHING_WRONG', null)],
    ['a network failure', new ApiError(0, 'SOMETHING_WRONG', null)],
    ['an unknown code', new ApiError(409, 'SOMETHING_NEW', null)],
    ['a thrown Error', new Error('boom')],
    ['nothing useful', undefined],
  ])('shows the generic message for %s', (_case, error) => {
    const { handle, notice } = setup();
    handle(error);
    expect(notice()).toEqual({ active: true, title: 'There was a problem', message: 'Something went wrong, please try again' });
  });

  it('ignores an aborted request', () => {
    const { handle, notice } = setup();
    handle(new DOMException('aborted', 'AbortError'));
    expect(notice().active).toBe(false);
  });
});
