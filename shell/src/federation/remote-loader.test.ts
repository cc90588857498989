import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadedRemotes, loadRemoteModule, prefetchRemote, registerDeploymentRemotes, RemoteLoadError } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), loadShare: jest.fn(), registerRemotes: jest.fn() }));

const remotes = [
  { name: 'auth' as const, entry: 'https://auth.example/0.1.0-aaaaaaaaaaaa/remoteEntry.js' },
  { name: 'bookings' as const, entry: 'https://bookings.example/0.1.0-bbbbbbbbbbbb/remoteEntry.js' },
];
const files = { bookings: { exposes: { BookingsPage: ['https://bookings.example/0.1.0-bbbbbbbbbbbb/945.js', 'https://bookings.example/0.1.0-bbbbbbbbbbbb/page.js'] } } };
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

beforeEach(() => {
  document.head.replaceChildren();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset();
  registerDeploymentRemotes(remotes, files);
});

describe('the remotes of a page', () => {
  it('are registered with the federation runtime by their entry scripts', () => {
    expect(registerRemotes).toHaveBeenCalledWith(remotes);
  });

  it("are warmed ahead of use: a module's remote entry, then the scripts the page names for it, each once", () => {
    prefetchRemote('bookings/BookingsPage');
    prefetchRemote('bookings/BookingsPage');
    expect(preloaded()).toEqual([remotes[1]!.entry, ...files.bookings.exposes.BookingsPage]);
  });

  it('are warmed by their entry alone when the page names no files for them', () => {
    prefetchRemote('auth/SignInPage');
    expect(preloaded()).toEqual([remotes[0]!.entry]);
  });

  it('count as loaded once one of their modules has loaded, and not after a failure', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('bookings/BookingsPage');
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(loadRemoteModule('auth/SignInPage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadedRemotes()).toEqual(['bookings']);
  });

  it('are registered afresh for a retry, so the runtime loads the entry again', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('auth/SignInPage', true);
    expect(registerRemotes).toHaveBeenLastCalledWith([remotes[0]], { force: true });
  });
});
