import { createRemoteFilesCache } from './remote-files-cache';

const URL_A = 'https://attractions.example/mf-manifest.json';
const REMOTES = { attractions: URL_A };
const manifest = (chunk: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'auto' },
  exposes: [{ name: 'AttractionsPage', assets: { js: { sync: [chunk] } } }],
});
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

/** `fetch` answers the manifest's readings; the build's catalogue files beside it, `languages` (none by default). */
function setUp(languages?: unknown) {
  // A clock at a real time: lru-cache takes a start of 0 for none.
  let clock = Date.UTC(2026, 10, 28);
  const fetch = jest.fn();
  const beside = (url: string) => (url.endsWith('/languages.json') ? Promise.resolve(answer(languages ? 200 : 404, languages ?? {})) : fetch(url));
  const cache = createRemoteFilesCache({ maxAgeMs: 1000, fetch: ((url: URL | string) => beside(String(url))) as typeof globalThis.fetch, now: () => clock });
  return { cache, fetch, advance: (ms: number) => (clock += ms) };
}

describe('the remote files the page names', () => {
  it('are not waited for: nothing at first, the manifest’s files once it has been read', async () => {
    const { cache, fetch } = setUp();
    fetch.mockResolvedValue(answer(200, manifest('1.js')));
    expect(cache.peek(REMOTES)).toEqual({});
    await cache.settled();
    expect(cache.peek(REMOTES)).toEqual({ attractions: { exposes: { AttractionsPage: ['https://attractions.example/1.js'] } } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('follow a new deployment once the reading is old, and read each manifest once at a time', async () => {
    const { cache, fetch, advance } = setUp();
    fetch.mockResolvedValueOnce(answer(200, manifest('1.js'))).mockResolvedValueOnce(answer(200, manifest('2.js')));
    cache.peek(REMOTES);
    cache.peek(REMOTES);
    await cache.settled();
    advance(1000);
    expect(cache.peek(REMOTES).attractions?.exposes.AttractionsPage).toEqual(['https://attractions.example/1.js']);
    advance(1);
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES).attractions?.exposes.AttractionsPage).toEqual(['https://attractions.example/2.js']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keep what they named while a manifest cannot be reached, and name nothing once it is gone', async () => {
    const { cache, fetch, advance } = setUp();
    fetch
      .mockResolvedValueOnce(answer(200, manifest('1.js')))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(answer(404, {}));
    cache.peek(REMOTES);
    await cache.settled();
    advance(1001);
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES).attractions).toBeDefined();
    advance(1001);
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES)).toEqual({});
  });

  it('name the build\'s catalogue files by language, from the file beside its manifest', async () => {
    const { cache, fetch } = setUp({ es: ['i18n-es-json.0123456789.js'], en: ['i18n-en-json.abcdef0123.js'] });
    fetch.mockResolvedValue(answer(200, manifest('1.js')));
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES).attractions?.languages).toEqual({
      es: ['https://attractions.example/i18n-es-json.0123456789.js'],
      en: ['https://attractions.example/i18n-en-json.abcdef0123.js'],
    });
  });
});
