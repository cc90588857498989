import { COMPLETE_RELEASE_MARK, releaseCacheName, type PageReleases } from '@citypass/contracts';
import { fakeCacheStorage, TextResponse } from '@citypass/shared-ui/testing/fake-caches';
import { dropOtherReleases, keepReleases, keptReleaseFile, keptReleaseUrls } from './release-caches';

// A remote release is kept whole, each file fetched with the integrity the page names, or not at
// all; only a whole release answers for a file; the releases no page names any more are dropped.

const SRI = (letter: string) => `sha384-${letter.repeat(64)}`;
const release = (version: string, files: string[]) => ({
  version,
  base: `https://remotes.example/bookings/${version}/`,
  integrity: Object.fromEntries(files.map((file, index) => [file, SRI(String.fromCharCode(65 + index))])),
});
const pageNaming = (...bookings: ReturnType<typeof release>[]): PageReleases => ({ enforced: true, remotes: { bookings: bookings[0]! } });

function setup(refused: string[] = []) {
  const { storage } = fakeCacheStorage();
  const fetched: { url: string; integrity: string | undefined }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    fetched.push({ url, integrity: init.integrity });
    // What fetch does with a body that does not hash to its integrity: it rejects.
    if (refused.some((file) => url.endsWith(file))) throw new TypeError('Failed integrity metadata check');
    return new TextResponse(`// ${url}`) as unknown as Response;
  });
  Object.assign(globalThis, { Response: TextResponse });
  return { deps: { caches: storage, fetch: fetch as unknown as typeof globalThis.fetch }, fetched, fetch, storage };
}

const first = release('0.1.0-aaaaaaaaaaaa', ['remoteEntry.js', 'page.1111111111.js']);
const second = release('0.1.0-bbbbbbbbbbbb', ['remoteEntry.js', 'page.2222222222.js']);

test('keeps every file of a release, each fetched with its integrity, and marks it whole only then', async () => {
  const { deps, fetched, storage } = setup();
  await keepReleases(deps, pageNaming(first), 'en');
  expect(fetched).toEqual([
    { url: `${first.base}remoteEntry.js`, integrity: first.integrity['remoteEntry.js'] },
    { url: `${first.base}page.1111111111.js`, integrity: first.integrity['page.1111111111.js'] },
  ]);
  const cache = await storage.open(releaseCacheName('bookings', first.version));
  expect(await (await cache.match(COMPLETE_RELEASE_MARK))?.text()).toBe(first.version);
  expect(await (await keptReleaseFile(deps, `${first.base}page.1111111111.js`))?.text()).toBe(`// ${first.base}page.1111111111.js`);
});

test('a file kept is not fetched again', async () => {
  const { deps, fetch } = setup();
  await keepReleases(deps, pageNaming(first), 'en');
  await keepReleases(deps, pageNaming(first), 'en');
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('a file that fails its integrity keeps nothing of its release, and says so', async () => {
  const { deps, storage } = setup(['page.1111111111.js']);
  await expect(keepReleases(deps, pageNaming(first), 'en')).rejects.toThrow('Failed integrity metadata check');
  expect(await storage.keys()).toEqual([]);
  expect(await keptReleaseFile(deps, `${first.base}remoteEntry.js`)).toBeUndefined();
});

test("keeps the catalogues of the page's language and English, never the other languages'", async () => {
  const { deps, fetched } = setup();
  const withTexts = release('0.1.0-cccccccccccc', ['remoteEntry.js', 'i18n-en-json.1111111111.js', 'i18n-ca-json.2222222222.js', 'i18n-ja-json.3333333333.js']);
  await keepReleases(deps, pageNaming(withTexts), 'ca');
  expect(fetched.map(({ url }) => url.slice(withTexts.base.length))).toEqual(['remoteEntry.js', 'i18n-en-json.1111111111.js', 'i18n-ca-json.2222222222.js']);
  // Switched to Japanese: its catalogue joins the kept release, nothing is fetched twice.
  await keepReleases(deps, pageNaming(withTexts), 'ja');
  expect(fetched.map(({ url }) => url.slice(withTexts.base.length)).slice(3)).toEqual(['i18n-ja-json.3333333333.js']);
});

test('only a whole release answers for a file, and only its files are known as kept', async () => {
  const { deps, storage } = setup();
  const partial = await storage.open(releaseCacheName('bookings', first.version));
  await partial.put(`${first.base}remoteEntry.js`, new TextResponse('// half a release') as unknown as Response);
  expect(await keptReleaseFile(deps, `${first.base}remoteEntry.js`)).toBeUndefined();
  expect([...(await keptReleaseUrls(deps))]).toEqual([]);

  await keepReleases(deps, pageNaming(second), 'en');
  expect([...(await keptReleaseUrls(deps))].sort()).toEqual([`${second.base}page.2222222222.js`, `${second.base}remoteEntry.js`]);
});

test('the releases a page no longer names are dropped, the ones it names kept', async () => {
  const { deps, storage } = setup();
  await keepReleases(deps, pageNaming(first), 'en');
  await keepReleases(deps, pageNaming(second), 'en');
  expect((await storage.keys()).sort()).toEqual([releaseCacheName('bookings', first.version), releaseCacheName('bookings', second.version)]);
  await dropOtherReleases(deps, pageNaming(second));
  expect(await storage.keys()).toEqual([releaseCacheName('bookings', second.version)]);
});
