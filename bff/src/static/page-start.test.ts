/**
 * @jest-environment jsdom
 */
// A browser's own parser reads the page's head, as a visitor's would.
/// <reference lib="dom" />
import { FIRST_CALL_SCRIPT, type AppConfig, type PageReleases, type PublicSession, type RemoteFilesByName } from '@citypass/contracts';
import { TEST_CITY, TEST_STATEMENT } from '@citypass/contracts/testing';
import { pageStartTags, type PageStartInput } from './page-start';

const config: AppConfig = {
  theme: TEST_CITY,
  languages: ['en'],
  remotes: [
    { name: 'auth', entry: 'https://auth.example/1.0.0-a/remoteEntry.js' },
    { name: 'attractions', entry: 'https://cdn.example/attractions/2.0.0-b/remoteEntry.js' },
    { name: 'bookings', entry: 'https://cdn.example/bookings/3.0.0-c/remoteEntry.js' },
  ],
  analyticsId: null,
  contactUrl: 'https://www.citypass.example/contact',
  customerServicesUrl: 'https://www.citypass.example/customer-services',
  accessibility: TEST_STATEMENT,
  offline: true,
};

const remoteFiles: RemoteFilesByName = {
  auth: { exposes: { SignInPage: ['https://auth.example/1.0.0-a/sign-in.js'] } },
  attractions: { exposes: { AttractionsPage: ['https://cdn.example/attractions/2.0.0-b/945.js', 'https://cdn.example/attractions/2.0.0-b/page.js'] } },
  bookings: { exposes: { BookingsPage: ['https://cdn.example/bookings/3.0.0-c/page.js'] } },
};

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const attractionsRelease: PageReleases['remotes'] = {
  attractions: {
    version: '2.0.0-b',
    base: 'https://cdn.example/attractions/2.0.0-b/',
    integrity: { 'remoteEntry.js': sri('e'), '945.js': sri('s'), 'page.js': sri('p') },
  },
};

const session: PublicSession = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [],
  expires: '2026-12-23T12:00:00.000Z',
};

function head(input: Partial<PageStartInput>): Document {
  const tags = pageStartTags({
    pathname: '/attractions',
    config,
    session,
    remoteFiles,
    releases: { enforced: true, remotes: attractionsRelease },
    shellChunks: { stateMachines: [] },
    language: 'en',
    shellLanguages: {},
    ...input,
  });
  return new DOMParser().parseFromString(`<head>${tags.join('')}</head>`, 'text/html');
}

const links = (document: Document, rel: string) =>
  Array.from(document.querySelectorAll(`link[rel="${rel}"]`)).map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    integrity: link.getAttribute('integrity'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

describe("what a page starts as it is parsed", () => {
  it("preloads the route's remote entry and files with the integrity and mode the shell loads them with, and no other remote's", () => {
    expect(links(head({}), 'preload')).toEqual([
      { href: 'https://cdn.example/attractions/2.0.0-b/remoteEntry.js', as: 'script', integrity: sri('e'), crossorigin: 'anonymous' },
      { href: 'https://cdn.example/attractions/2.0.0-b/945.js', as: 'script', integrity: sri('s'), crossorigin: 'anonymous' },
      { href: 'https://cdn.example/attractions/2.0.0-b/page.js', as: 'script', integrity: sri('p'), crossorigin: 'anonymous' },
    ]);
  });

  it("preloads the shell's state-machine chunk for a page whose first modules run machines, as the shell's bundler then loads it", () => {
    const shellChunks = { stateMachines: ['state-machines.0123456789.js'] };
    const shellFiles = (document: Document) => links(document, 'preload').filter(({ href }) => href?.startsWith('/'));
    expect(shellFiles(head({ shellChunks }))).toEqual([{ href: '/state-machines.0123456789.js', as: 'script', integrity: null, crossorigin: null }]);
    expect(shellFiles(head({ shellChunks, pathname: '/bookings' }))).toHaveLength(1);
    expect(shellFiles(head({ shellChunks, pathname: '/' }))).toEqual([]);
  });

  it('preloads the entry alone of a remote whose manifest the BFF has not read yet', () => {
    expect(links(head({ remoteFiles: {} }), 'preload').map(({ href }) => href)).toEqual(['https://cdn.example/attractions/2.0.0-b/remoteEntry.js']);
  });

  it('preconnects to the origins of the remotes it will use: the route\'s and the session provider\'s', () => {
    expect(links(head({}), 'preconnect').map(({ href }) => href)).toEqual(['https://auth.example', 'https://cdn.example']);
    expect(links(head({ pathname: '/about' }), 'preconnect').map(({ href }) => href)).toEqual(['https://auth.example']);
  });

  it('fetches no file the page would refuse: on a page that checks every file, only files of the releases it names', () => {
    const otherRelease = { ...remoteFiles, attractions: { exposes: { AttractionsPage: ['https://cdn.example/attractions/1.9.0-z/page.js'] } } };
    expect(links(head({ remoteFiles: otherRelease }), 'preload').map(({ href }) => href)).toEqual(['https://cdn.example/attractions/2.0.0-b/remoteEntry.js']);
    expect(links(head({ pathname: '/' }), 'preload')).toEqual([]);
  });

  it('loads unchecked files as the shell then does, on a page that checks nothing', () => {
    expect(links(head({ pathname: '/', releases: { enforced: false, remotes: {} } }), 'preload')).toEqual([
      { href: 'https://auth.example/1.0.0-a/remoteEntry.js', as: 'script', integrity: null, crossorigin: null },
      { href: 'https://auth.example/1.0.0-a/sign-in.js', as: 'script', integrity: null, crossorigin: null },
    ]);
  });

  it("starts the route's first call for a signed-in visitor, with the script the content security policy allows", () => {
    const scripts = (document: Document) => Array.from(document.querySelectorAll('script')).map((script) => [script.getAttribute('data-url'), script.textContent]);
    expect(scripts(head({}))).toEqual([['/api/proxy/offers', FIRST_CALL_SCRIPT]]);
    expect(scripts(head({ pathname: '/bookings' }))).toEqual([['/api/proxy/reservations', FIRST_CALL_SCRIPT]]);
    expect(scripts(head({ session: null }))).toEqual([]);
    expect(scripts(head({ pathname: '/' }))).toEqual([]);
  });

  it('quotes an address inside its attribute', () => {
    const hostile = { ...config, remotes: [{ name: 'attractions' as const, entry: 'https://a.example/remoteEntry.js?"><script>' }] };
    const tags = pageStartTags({ pathname: '/attractions', config: hostile, session: null, remoteFiles: {}, releases: { enforced: false, remotes: {} }, shellChunks: { stateMachines: [] }, language: 'en', shellLanguages: {} });
    expect(tags.join('')).toContain('href="https://a.example/remoteEntry.js?&quot;&gt;&lt;script&gt;"');
  });

  it("starts the page language's texts: the shell's, and the route's remote's with their integrity", () => {
    const languages = { es: ['https://cdn.example/attractions/2.0.0-b/i18n-es-json.js'], en: ['https://cdn.example/attractions/2.0.0-b/i18n-en-json.js'] };
    const withTexts = { attractions: { ...remoteFiles.attractions!, languages } };
    const release = { attractions: { ...attractionsRelease.attractions!, integrity: { ...attractionsRelease.attractions!.integrity, 'i18n-es-json.js': sri('c') } } };
    const document = head({ language: 'es', remoteFiles: withTexts, releases: { enforced: true, remotes: release }, shellLanguages: { es: ['i18n-es-json.1.js'] } });
    const preloads = links(document, 'preload');
    expect(preloads).toContainEqual(expect.objectContaining({ href: 'https://cdn.example/attractions/2.0.0-b/i18n-es-json.js', as: 'script', integrity: sri('c') }));
    expect(preloads).toContainEqual(expect.objectContaining({ href: '/i18n-es-json.1.js', as: 'script' }));
    expect(preloads.map(({ href }) => href)).not.toContain('https://cdn.example/attractions/2.0.0-b/i18n-en-json.js');
    // A pseudo-language is made from the English texts.
    const pseudo = head({ language: 'en-XA', remoteFiles: withTexts, releases: { enforced: false, remotes: {} }, shellLanguages: { en: ['i18n-en-json.2.js'] } });
    expect(links(pseudo, 'preload').map(({ href }) => href)).toEqual(expect.arrayContaining(['https://cdn.example/attractions/2.0.0-b/i18n-en-json.js', '/i18n-en-json.2.js']));
  });
});
