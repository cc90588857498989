import { createRemoteFilesCache } from './remote-files-cache';

const URL_A = 'https://attractions.example/mf-manifest.json';
const REMOTES = { attractions: URL_A };
const manifest = (chunk: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'auto' },
  exposes: [{ name: 'AttractionsPage', assets: { js: { sync: [chunk] } } }],
});
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

function setUp() {
  let clock = 0;
  const fetch = jest.fn();
  const cache = createRemoteFilesCache({ maxAgeMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch, now: () => clock });
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
    advance(999);
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
    advance(1000);
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES).attractions).toBeDefined();
    advance(1000);
    cache.peek(REMOTES);
    await cache.settled();
    expect(cache.peek(REMOTES)).toEqual({});
  });
});
