import { screen, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { HEALTH_REPORTS_PATH, REMOTE_NAMES, type PageReleases, type RemoteName } from '@citypass/contracts';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { reportRefusedRemoteFiles } from './refused-file-reports';
import { loadRemoteModule, RemoteLoadError } from './remote-loader';
import { installRemoteHealth } from './remote-health';
import { RemoteRegion } from './RemoteRegion';
import { installScriptIntegrity } from './script-integrity';

jest.mock('./remote-loader', () => ({ ...jest.requireActual<object>('./remote-loader'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const VERSION = '0.2.0-0123456789ab';
const baseOf = (remote: RemoteName) => `https://cdn.example/${remote}/${VERSION}/`;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIxIn0.c2lnbmF0dXJl';
const releases = (integrity: Record<string, string> = {}): PageReleases['remotes'] =>
  Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { version: VERSION, base: baseOf(remote), integrity }]));
let sendBeacon: jest.Mock;

const sent = () => sendBeacon.mock.calls.map(([path, body]: [string, URLSearchParams]) => ({ path, ...Object.fromEntries(body) }));
// Each case loads modules of its own: a remote page, once loaded, stays loaded for the page.
const report = (fields: Record<string, string>) => ({
  path: HEALTH_REPORTS_PATH,
  remote: 'bookings',
  version: VERSION,
  token: TOKEN,
  ...fields,
});

function Throws(): never {
  throw new Error('the page broke');
}

beforeAll(() => {
  // jsdom has no Web Crypto of its own; the browser's is the same standard API.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

beforeEach(() => {
  load.mockReset();
  sendBeacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installRemoteHealth(TOKEN, releases());
});

describe("a remote's health on this page", () => {
  it('is reported started, with its release and the page token, once its page has rendered, and once per page', async () => {
    load.mockResolvedValue({ default: () => <h1>My bookings</h1> });
    const { unmount } = renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" name="bookings" />);
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    unmount();
    renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" name="bookings" />);
    await screen.findByRole('heading', { name: 'My bookings' });
    expect(sent()).toEqual([report({ outcome: 'started' })]);
  });

  it('is reported failed on render when its page throws, and not started', async () => {
    load.mockResolvedValue({ default: Throws });
    renderWithPlatform(<RemoteRegion page="attractions/AttractionsPage" name="attractions" />);
    await screen.findByRole('heading', { name: 'Attractions is not available right now' });
    await waitFor(() => expect(sent()).toEqual([report({ remote: 'attractions', outcome: 'failed', failure: 'render' })]));
  });

  it('is reported failed on timeout when loading took too long, on network when its files could not be fetched', async () => {
    load.mockRejectedValue(new RemoteLoadError('attractions/ConfirmationPage', new DOMException('signal timed out', 'TimeoutError')));
    renderWithPlatform(<RemoteRegion page="attractions/ConfirmationPage" name="confirmation" />);
    await waitFor(() => expect(sent()).toEqual([report({ remote: 'attractions', outcome: 'failed', failure: 'timeout' })]));

    sendBeacon.mockClear();
    load.mockRejectedValue(new RemoteLoadError('auth/SignInPage', new TypeError('Failed to fetch')));
    renderWithPlatform(<RemoteRegion page="auth/SignInPage" name="signIn" />);
    await waitFor(() => expect(sent()).toEqual([report({ remote: 'auth', outcome: 'failed', failure: 'network' })]));
  });

  it('is reported failed on integrity when the browser refused a file of its release as changed', async () => {
    const digest = await webcrypto.subtle.digest('SHA-384', new TextEncoder().encode('self.released = true;'));
    const integrity = { '945.js': `sha384-${Buffer.from(digest).toString('base64')}` };
    installScriptIntegrity({ enforced: true, remotes: releases(integrity) });
    installRemoteHealth(TOKEN, releases(integrity));
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, arrayBuffer: async () => new TextEncoder().encode('self.changed = 1;').buffer });
    reportRefusedRemoteFiles();
    const script = document.createElement('script');
    script.src = `${baseOf('auth')}945.js`;
    document.head.append(script);
    script.dispatchEvent(new Event('error'));

    load.mockRejectedValue(new RemoteLoadError('auth/MagicLinkPage', new Error('ScriptExternalLoadError')));
    renderWithPlatform(<RemoteRegion page="auth/MagicLinkPage" name="signIn" />);
    await waitFor(() => expect(sent()).toContainEqual(report({ remote: 'auth', outcome: 'failed', failure: 'integrity' })));
  });

  it('is not reported by a page without a token, nor for a remote outside its releases', async () => {
    installRemoteHealth(TOKEN, { bookings: releases().bookings });
    load.mockResolvedValue({ default: () => <h1>Something went wrong</h1> });
    renderWithPlatform(<RemoteRegion page="auth/ErrorPage" name="signInHelp" />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    installRemoteHealth(undefined, releases());
    load.mockResolvedValue({ default: () => <h1>My bookings</h1> });
    renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" name="bookings" />);
    await screen.findByRole('heading', { name: 'My bookings' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
