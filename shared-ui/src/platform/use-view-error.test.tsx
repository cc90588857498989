import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api/proxy-client';
import { TEST_THEME } from '../testing/test-cities';
import { TEST_DEPLOYMENT_LINKS } from '../testing/render';
import { useErrorStore } from './errors-store';
import { switchLanguage } from './i18n';
import { navigation } from './navigation';
import { PlatformProviders } from './PlatformProviders';
import { SessionContext, type SessionContextValue } from './session';
import { useViewError } from './use-view-error';

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function setup(initialError: unknown) {
  const session: SessionContextValue = {
    status: 'authenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders brand={TEST_THEME} links={TEST_DEPLOYMENT_LINKS}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </PlatformProviders>
  );
  const { result, rerender } = renderHook(({ error }) => ({ shown: useViewError('attractionList', error), store: useErrorStore() }), {
    wrapper,
    initialProps: { error: initialError },
  });
  return { result, rerender, session };
}

const unreachable = () => new ApiError(502, 'UPSTREAM_UNAVAILABLE', { error_code: 'UPSTREAM_UNAVAILABLE' });
const unreachableText = "We can't reach the booking system right now. Please try again in a few minutes.";

describe('useViewError', () => {
  it('shows and stores nothing while the view stands', () => {
    const { result } = setup(null);
    expect(result.current.shown).toBeNull();
    expect(result.current.store.errors).toEqual({});
  });

  it('stores a failure under its name with its catalogue text, and gives the view the same text', () => {
    const { result } = setup(unreachable());
    expect(result.current.shown).toBe(unreachableText);
    expect(result.current.store.errors).toEqual({ attractionList: unreachableText });
  });

  it('calls a failure without an error code SOMETHING_WRONG', () => {
    const { result } = setup(new TypeError('boom'));
    expect(result.current.shown).toBe('Something went wrong, please try again');
  });

  it('leaves the store cleared after a route change, while the view still shows its failure', () => {
    const { result } = setup(unreachable());
    act(() => result.current.store.clearErrors());
    expect(result.current.store.errors).toEqual({});
    expect(result.current.shown).toBe(unreachableText);
  });

  it('stores a new failure again after a retry fails once more', () => {
    const { result, rerender } = setup(unreachable());
    act(() => result.current.store.clearErrors());
    rerender({ error: null });
    expect(result.current.shown).toBeNull();
    rerender({ error: unreachable() });
    expect(result.current.store.errors).toEqual({ attractionList: unreachableText });
  });

  it('signs out on a 401 rather than storing it', () => {
    const { result, session } = setup(new ApiError(401, 'SESSION_EXPIRED', { error_code: 'SESSION_EXPIRED' }));
    expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/?error=SESSION_EXPIRED' });
    expect(result.current.store.errors).toEqual({});
  });

  it('returns to the root on a 403 rather than storing it', () => {
    const { result } = setup(new ApiError(403, 'NOT_AUTHORISED', { error_code: 'NOT_AUTHORISED' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(result.current.store.errors).toEqual({});
  });
});

describe('useViewError in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("gives the view its text in the page's language, and again after a switch", async () => {
    const { result } = setup(unreachable());
    await act(() => switchLanguage('es'));
    expect(result.current.shown).toBe('En este momento no podemos conectar con el sistema de reservas. Vuelva a intentarlo dentro de unos minutos.');
  });
});
