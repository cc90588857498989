import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { navigation } from './navigation';
import { SessionContext, sessionRequiredUrl, useSession, type SessionContextValue } from './session';

function sessionValue(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    status: 'unauthenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  };
}

function wrapperFor(value: SessionContextValue) {
  return ({ children }: { children: ReactNode }) => <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

let assign: jest.SpyInstance;

beforeEach(() => {
  window.history.pushState({}, '', '/bookings?tab=upcoming');
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('useSession', () => {
  it('throws a clear error outside a provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useSession must be used inside the session provider');
    consoleError.mockRestore();
  });

  it('passes the context through when a session is not required', () => {
    const value = sessionValue();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(value) });
    expect(result.current).toBe(value);
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports loading and sends the visitor to sign-in with the current page when required', () => {
    const { result } = renderHook(() => useSession({ required: true }), { wrapper: wrapperFor(sessionValue()) });
    expect(result.current.status).toBe('loading');
    expect(assign).toHaveBeenCalledWith('/?error=SessionRequired&callbackUrl=%2Fbookings%3Ftab%3Dupcoming');
  });

  it('calls onUnauthenticated instead of navigating when given', () => {
    const onUnauthenticated = jest.fn();
    renderHook(() => useSession({ required: true, onUnauthenticated }), { wrapper: wrapperFor(sessionValue()) });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a signed-in visitor where they are', () => {
    const data = { user: { email: 'a@example.com' }, orderNumber: '1001', passes: [], expires: '2030-01-01T00:00:00Z' };
    const { result } = renderHook(() => useSession({ required: true }), {
      wrapper: wrapperFor(sessionValue({ status: 'authenticated', data })),
    });
    expect(result.current.status).toBe('authenticated');
    expect(result.current.data).toBe(data);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('sessionRequiredUrl', () => {
  it('encodes the return address', () => {
    expect(sessionRequiredUrl({ pathname: '/confirmation', search: '?attractionID=4&x=a b' })).toBe(
      '/?error=SessionRequired&callbackUrl=%2Fconfirmation%3FattractionID%3D4%26x%3Da%20b',
    );
  });
});

function Probe() {
  useSession();
  return null;
}
