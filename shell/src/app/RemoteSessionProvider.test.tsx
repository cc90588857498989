import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/src/platform/session';
import type { RemoteModules } from '@citypass/shared-ui/src/contracts/remote-modules';
import { loadRemoteModule } from '../federation/remote-loader';
import { RemoteSessionProvider } from './RemoteSessionProvider';

jest.mock('../federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const session: SessionData = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [],
  expires: '2030-01-01T00:00:00.000Z',
};

// Stands in for the auth remote's provider: shows which session it was given and signs out on request.
const remoteSignOut = jest.fn(async () => undefined);
function FakeRemoteProvider({ children, session: given }: { children: ReactNode; session?: SessionData | null }) {
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
      {children}
    </SessionContext.Provider>
  );
}

let remote: { resolve(module: RemoteModules['auth/SessionProvider']): void };
beforeEach(() => {
  remoteSignOut.mockClear();
  jest.mocked(loadRemoteModule).mockImplementation(
    () =>
      new Promise((resolve) => {
        remote = { resolve: resolve as never };
      }) as never,
  );
});

let seen: SessionContextValue | undefined;
function Probe() {
  const value = useContext(SessionContext);
  useEffect(() => {
    seen = value;
  });
  return <p>status: {value?.status}</p>;
}

describe('RemoteSessionProvider', () => {
  it("shows the page's session before the auth remote is there, then hands it to the remote's provider", async () => {
    render(
      <RemoteSessionProvider initialSession={session}>
        <Probe />
      </RemoteSessionProvider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    expect(screen.getByText('remote provider given CP-100001')).toBeInTheDocument();
  });

  it('keeps the page mounted when the remote provider arrives, and passes on its session changes', async () => {
    let mounts = 0;
    function CountsMounts() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return null;
    }
    render(
      <RemoteSessionProvider initialSession={null}>
        <CountsMounts />
        <Probe />
      </RemoteSessionProvider>,
    );
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('is signed out at once when the page says so, and loading when the page does not say', () => {
    const { unmount } = render(
      <RemoteSessionProvider initialSession={null}>
        <Probe />
      </RemoteSessionProvider>,
    );
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    unmount();
    render(
      <RemoteSessionProvider>
        <Probe />
      </RemoteSessionProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
  });

  it('carries out a sign-out asked for before the auth remote loaded, once it has', async () => {
    render(
      <RemoteSessionProvider initialSession={session}>
        <Probe />
      </RemoteSessionProvider>,
    );
    let done = false;
    const early = seen!.signOut({ callbackUrl: '/' }).then(() => {
      done = true;
    });
    await act(async () => undefined);
    expect(done).toBe(false);
    await act(async () => remote.resolve({ SessionProvider: FakeRemoteProvider }));
    await early;
    expect(remoteSignOut).toHaveBeenCalledWith({ callbackUrl: '/' });
  });
});
