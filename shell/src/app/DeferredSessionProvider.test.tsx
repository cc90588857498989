import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/platform/session';
import { SESSION_MESSAGE_KEY } from '@citypass/shared-ui/platform/session-messages';
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import { DeferredSessionProvider } from './DeferredSessionProvider';
import { SETTLE_AFTER_LOAD_MS } from './visitor-or-settled';

const session: SessionData = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [],
  expires: '2030-01-01T00:00:00.000Z',
};

// Stands in for the auth remote's provider: shows which session it was given and signs out on request.
const remoteSignOut = jest.fn(async () => undefined);
function FakeRemoteProvider({
  children,
  session: given,
  magicLinkToken,
}: {
  children: ReactNode;
  session?: SessionData | null;
  magicLinkToken?: string;
}) {
  const value = {
    status: 'authenticated' as const,
    data: given ?? null,
    update: async () => null,
    signIn: async () => undefined,
    signOut: remoteSignOut,
  };
  return (
    <SessionContext.Provider value={value}>
      <p>remote provider given {given === undefined ? 'nothing' : given ? given.orderNumber : 'null'}</p>
      {magicLinkToken && <p>remote provider given the token {magicLinkToken}</p>}
      {children}
    </SessionContext.Provider>
  );
}

let remote: { resolve(module: RemoteModules['auth/SessionProvider']): void };
const loadProvider = jest.fn(
  () =>
    new Promise<RemoteModules['auth/SessionProvider']>((resolve) => {
      remote = { resolve };
    }),
);
beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  remoteSignOut.mockClear();
  loadProvider.mockClear();
});
afterEach(() => jest.useRealTimers());

let seen: SessionContextValue | undefined;
function Probe() {
  const value = useContext(SessionContext);
  useEffect(() => {
    seen = value;
  });
  return <p>status: {value?.status}</p>;
}

function renderProvider(initialSession: SessionData | null | undefined, children: ReactNode = <Probe />) {
  return render(
    <DeferredSessionProvider initialSession={initialSession} loadProvider={loadProvider}>
      {children}
    </DeferredSessionProvider>,
  );
}

describe('DeferredSessionProvider', () => {
  it("shows the page's session at once, loads the provider once the page has settled, and hands it the session", async () => {
    renderProvider(session);
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(loadProvider).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS));
    expect(loadProvider).toHaveBeenCalledTimes(1);
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    expect(screen.getByText('remote provider given CP-100001')).toBeInTheDocument();
  });

  it('loads the provider at the visitor’s first action', () => {
    renderProvider(session);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(loadProvider).toHaveBeenCalledTimes(1);
  });

  describe('a session change another tab signals', () => {
    const pageOpenedSecond = () => Math.floor(performance.timeOrigin / 1000);
    const message = (timestamp: number) => JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp });

    it('loads the provider at once, without waiting for the visitor or the page to settle', () => {
      renderProvider(session);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: message(pageOpenedSecond()) }));
      });
      expect(loadProvider).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: message(pageOpenedSecond()) }));
      });
      expect(loadProvider).toHaveBeenCalledTimes(1);
    });

    it('loads the provider at once when signalled after the page was opened, before the shell listened', () => {
      window.localStorage.setItem(SESSION_MESSAGE_KEY, message(pageOpenedSecond()));
      renderProvider(session);
      expect(loadProvider).toHaveBeenCalledTimes(1);
    });

    it('keeps the provider waiting when signalled before the page was opened', () => {
      window.localStorage.setItem(SESSION_MESSAGE_KEY, message(pageOpenedSecond() - 1));
      renderProvider(session);
      expect(loadProvider).not.toHaveBeenCalled();
    });
  });

  it('loads the provider at once when the page did not say who is signed in', () => {
    renderProvider(undefined);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(loadProvider).toHaveBeenCalledTimes(1);
  });

  it('keeps the page mounted when the provider arrives, and passes on its session changes', async () => {
    let mounts = 0;
    function CountsMounts() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return null;
    }
    renderProvider(
      null,
      <>
        <CountsMounts />
        <Probe />
      </>,
    );
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS));
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('loads the provider for a sign-out asked for before it was there, and carries it out once it is', async () => {
    renderProvider(session);
    let done = false;
    const early = seen!.signOut({ callbackUrl: '/' }).then(() => {
      done = true;
    });
    await act(async () => undefined);
    expect(loadProvider).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    await early;
    expect(remoteSignOut).toHaveBeenCalledWith({ callbackUrl: '/' });
  });

  it('loads the provider at once for a magic-link token on a signed-out page, loading meanwhile, and hands it the token', async () => {
    render(
      <DeferredSessionProvider initialSession={null} magicLinkToken="tok-1" loadProvider={loadProvider}>
        <Probe />
      </DeferredSessionProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(loadProvider).toHaveBeenCalledTimes(1);
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    expect(screen.getByText('remote provider given null')).toBeInTheDocument();
    expect(screen.getByText('remote provider given the token tok-1')).toBeInTheDocument();
  });

  it('keeps deferring the provider for a signed-in page that carries a token: no sign-in is needed', () => {
    render(
      <DeferredSessionProvider initialSession={session} magicLinkToken="tok-1" loadProvider={loadProvider}>
        <Probe />
      </DeferredSessionProvider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(loadProvider).not.toHaveBeenCalled();
  });
});
