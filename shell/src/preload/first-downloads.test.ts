import { TEST_STATEMENT } from '@citypass/contracts/testing';
import { UNMATCHABLE_INTEGRITY } from '@citypass/contracts';
import { prefetchRemote, registerDeploymentRemotes, startSharedModules } from '../federation/remote-loader';
import type { PageData } from '../page-data';
import { startFirstDownloads } from './first-downloads';
import { TEST_CITY } from '@citypass/shared-ui/testing/test-cities';

jest.mock('../federation/remote-loader', () => ({ prefetchRemote: jest.fn(), registerDeploymentRemotes: jest.fn(), startSharedModules: jest.fn() }));

const config = {
  theme: TEST_CITY,
  languages: ['en' as const],
  remotes: [
    { name: 'auth' as const, entry: 'https://auth.example/remoteEntry.js' },
    { name: 'attractions' as const, entry: 'https://attractions.example/remoteEntry.js' },
  ],
  analyticsId: null,
  contactUrl: 'https://example.com/contact',
  customerServicesUrl: 'https://example.com/customer-services',
  accessibility: TEST_STATEMENT,
  offline: true,
};
const session = { user: { name: 'CP-100001', email: 'three.passes@example.com' }, orderNumber: 'CP-100001', passes: [], expires: '2030-01-01T00:00:00.000Z' };
const remoteFiles = {
  auth: { exposes: { SessionProvider: ['https://auth.example/sp.js'], SignInPage: ['https://auth.example/si.js'] } },
  attractions: { exposes: { AttractionsPage: ['https://attractions.example/1.js', 'javascript:alert(1)'] } },
};

const unchecked = { enforced: false, remotes: {} };
const ENTRY_INTEGRITY = `sha384-${'e'.repeat(64)}`;
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);
const fetchedUrls = () => fetchSpy.mock.calls.map(([url]) => url as string);

// jsdom has no fetch of its own: a configuration the page lacks is read through it.
const fetchSpy = jest.fn();
beforeEach(() => {
  document.head.replaceChildren();
  jest.mocked(prefetchRemote).mockReset();
  jest.mocked(registerDeploymentRemotes).mockReset();
  jest.mocked(startSharedModules).mockReset();
  fetchSpy.mockReset().mockResolvedValue({ ok: true, status: 200, text: async () => '{}', json: async () => config });
  global.fetch = fetchSpy;
});

function openAt(path: string, page: PageData) {
  window.history.pushState({}, '', path);
  return startFirstDownloads(page);
}

describe('the first downloads of a page', () => {
  it("start at once, before anything else waits: its remote's entry and the page's files for its route's module, web addresses only, and nothing else", () => {
    void openAt('/attractions', { config, session, remoteFiles, releases: unchecked });
    expect(preloaded()).toEqual(['https://attractions.example/remoteEntry.js', 'https://attractions.example/1.js']);
    expect(fetchedUrls()).toEqual([]);
    // The federation runtime is asked only once the shell's modules have all been evaluated.
    expect(registerDeploymentRemotes).not.toHaveBeenCalled();
  });

  it('then register the remotes with the files the page names and warm the same modules, and hand on the configuration', async () => {
    await expect(openAt('/attractions', { config, session, remoteFiles, releases: unchecked })).resolves.toEqual(config);
    expect(registerDeploymentRemotes).toHaveBeenCalledWith(config.remotes, remoteFiles);
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([['attractions/AttractionsPage']]);
  });

  it("preload a release's files with the integrity and CORS mode they are then loaded with, and nothing unchecked on a page that checks", async () => {
    const releases = {
      enforced: true,
      remotes: { attractions: { version: '0.1.0-0123456789ab', base: 'https://attractions.example/', integrity: { 'remoteEntry.js': ENTRY_INTEGRITY } } },
    };
    await openAt('/attractions', { config, session, remoteFiles, releases });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.href, link.integrity, link.crossOrigin])).toEqual([
      ['https://attractions.example/remoteEntry.js', ENTRY_INTEGRITY, 'anonymous'],
      ['https://attractions.example/1.js', UNMATCHABLE_INTEGRITY, 'anonymous'],
    ]);
  });

  it('include the session provider when the page does not say who is signed in, each file once', async () => {
    await openAt('/', { config, session: undefined, remoteFiles, releases: unchecked });
    expect(preloaded()).toEqual(['https://auth.example/remoteEntry.js', 'https://auth.example/sp.js', 'https://auth.example/si.js']);
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([['auth/SessionProvider'], ['auth/SignInPage']]);
  });

  it('start the state-machine libraries with the files of a page that runs machines from its first render', () => {
    void openAt('/attractions', { config, session, remoteFiles, releases: unchecked });
    expect(startSharedModules).toHaveBeenCalledWith(['xstate', '@xstate/react']);
  });

  it('leave the state-machine libraries until later on the sign-in page, whose provider comes after it', () => {
    void openAt('/', { config, session: null, remoteFiles, releases: unchecked });
    expect(startSharedModules).not.toHaveBeenCalled();
  });

  it('start them on the sign-in page too when the session provider is among its first modules', () => {
    void openAt('/', { config, session: undefined, remoteFiles, releases: unchecked });
    expect(startSharedModules).toHaveBeenCalledWith(['xstate', '@xstate/react']);
  });

  it('preload only the entry of a remote whose files the page does not name, and still warm its modules', async () => {
    await openAt('/attractions', { config, session, remoteFiles: {}, releases: unchecked });
    expect(preloaded()).toEqual(['https://attractions.example/remoteEntry.js']);
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([['attractions/AttractionsPage']]);
  });

  it("on the dev server's page, which carries no configuration, fetch it first and then warm the modules", async () => {
    await expect(openAt('/attractions', { config: undefined, session: undefined, remoteFiles: {}, releases: unchecked })).resolves.toEqual(config);
    expect(preloaded()).toEqual([]);
    expect(fetchedUrls()).toEqual(['/api/config']);
    expect(registerDeploymentRemotes).toHaveBeenCalledWith(config.remotes, {});
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([['auth/SessionProvider'], ['attractions/AttractionsPage']]);
  });
});
