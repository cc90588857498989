import { CONFIG_ELEMENT_ID } from '../federation/app-config';
import { SESSION_ELEMENT_ID } from '../app/initial-session';
import { appendDataBlock } from '../testing/page-with-data';
import { preloadThisPage, REMOTE_FILES_ELEMENT_ID } from './preload-this-page';

const config = {
  brand: 'amsterdam',
  remotes: [
    { name: 'auth', entry: 'https://auth.example/mf-manifest.json' },
    { name: 'attractions', entry: 'https://attractions.example/mf-manifest.json' },
  ],
  analyticsId: null,
  contactUrl: 'https://example.com/contact',
  customerServicesUrl: 'https://example.com/customer-services',
};
const session = { user: { name: 'CP-100001', email: 'three.passes@example.com' }, orderNumber: 'CP-100001', passes: [], expires: '2030-01-01T00:00:00.000Z' };
const remoteFiles = {
  auth: { entry: 'https://auth.example/remoteEntry.js', exposes: { SessionProvider: ['https://auth.example/sp.js'], SignInPage: ['https://auth.example/si.js'] } },
  attractions: { entry: 'https://attractions.example/remoteEntry.js', exposes: { AttractionsPage: ['https://attractions.example/1.js', 'javascript:alert(1)'] } },
};

function servePage(blocks: Record<string, unknown>, path: string) {
  document.head.replaceChildren();
  for (const [id, value] of Object.entries(blocks)) appendDataBlock(document, id, JSON.stringify(value));
  window.history.pushState({}, '', path);
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

// jsdom has no fetch of its own; the manifests are read for the federation runtime.
const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset().mockResolvedValue({ ok: true, status: 200, text: async () => '{}' });
  global.fetch = fetchSpy;
});

describe('the files a page asks for as the shell starts', () => {
  it("are the ones the page names for its route's remote module, web addresses only, when the page carries the session", () => {
    servePage({ [CONFIG_ELEMENT_ID]: config, [SESSION_ELEMENT_ID]: session, [REMOTE_FILES_ELEMENT_ID]: remoteFiles }, '/attractions');
    preloadThisPage();
    expect(preloaded()).toEqual(['https://attractions.example/remoteEntry.js', 'https://attractions.example/1.js']);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['https://attractions.example/mf-manifest.json']);
  });

  it('include the session provider when the page does not say who is signed in, each file once', () => {
    servePage({ [CONFIG_ELEMENT_ID]: config, [REMOTE_FILES_ELEMENT_ID]: remoteFiles }, '/');
    preloadThisPage();
    expect(preloaded()).toEqual(['https://auth.example/remoteEntry.js', 'https://auth.example/sp.js', 'https://auth.example/si.js']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are none when the page names none, or carries no configuration', () => {
    servePage({ [CONFIG_ELEMENT_ID]: config, [SESSION_ELEMENT_ID]: session }, '/attractions');
    preloadThisPage();
    expect(preloaded()).toEqual([]);
    servePage({}, '/attractions');
    preloadThisPage();
    expect(preloaded()).toEqual([]);
  });
});
