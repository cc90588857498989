import { HEALTH_REPORTS_PATH, LANGUAGE_COOKIE, LANGUAGES, PAGE_DATA_ELEMENT_IDS, PREVIEW_PATHS, pageReleasesSchema, pagePreviewSchema } from '@citypass/contracts';
import { releaseFixture, TOKENS, type ReleaseFixture, createPreviewCookies, createPreviewLinks, promote, registerRelease, updateRegistryFile, PREVIEW_COOKIE, TEXTS } from '@citypass/releases/testing';
import type { Served } from './proxy/testing/serve';
import { pageDataBlock, startProductionBff, TEST_AUTH_SECRET } from './testing/production-bff';

// A team's preview link through the whole BFF as production runs it: only the browser that opened
// it gets the previewed release, with integrity; its pages' health counts apart; a link that is
// tampered with, expired, for another deployment or for a release the gate refuses opens nothing.
const PUBLIC_URL = 'https://citypass.example';
const HOUR = 3_600_000;

let fixture: ReleaseFixture;
let served: Served;
let close: () => Promise<void>;
let stable: string;
let candidate: string;
let needsReact20: string;

/** The link the release API answers, made for this deployment, as the team gets it. */
async function linkFor(version: string, body: Record<string, unknown> = {}, token = TOKENS.bookings): Promise<Response> {
  return fetch(`${served.url}/api/releases/bookings/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version, ...body }),
  });
}

/** The link followed by a browser: its address on the deployment, reached here on the test's port. */
function open(link: string, cookie = '', headers: Record<string, string> = {}): Promise<Response> {
  const { pathname, search } = new URL(link);
  return fetch(`${served.url}${pathname}${search}`, { redirect: 'manual', headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

async function page(cookie = '') {
  const answer = await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const html = await answer.text();
  const preview = html.includes(`id="${PAGE_DATA_ELEMENT_IDS.preview}"`) ? pagePreviewSchema.parse(pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.preview)) : undefined;
  return {
    bookings: pageReleasesSchema.parse(pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings,
    preview,
    token: pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.health) as string,
  };
}

/** The preview cookie a Set-Cookie header sets, as the browser would send it back. */
const cookieOf = (answer: Response) => answer.headers.getSetCookie().find((line) => line.startsWith(`${PREVIEW_COOKIE}=`))?.split(';')[0] ?? '';

async function health() {
  const answer = await fetch(`${served.url}/api/releases/health`, { headers: { authorization: `Bearer ${TOKENS.auth}` } });
  return (await answer.json()) as { remotes: { bookings: Record<string, unknown> }; previews: { bookings: Record<string, unknown> } };
}

beforeAll(async () => {
  fixture = releaseFixture();
  // Releases carrying texts in every language the city offers, as the gate asks of a preview.
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, TEXTS.en!]));
  stable = await fixture.publish('the stable bookings entry', { texts });
  candidate = await fixture.publish('the previewed bookings entry', { texts });
  needsReact20 = await fixture.publish('a bookings entry for react 20', { react: '^20.0.0', texts });
  await updateRegistryFile(fixture.registryFile, (state) => {
    const published = [stable, candidate, needsReact20].reduce((current, version) => registerRelease(current, fixture.record(version)), state);
    return promote(published, 'bookings', stable, { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' });
  });
  // A city offering every language the product has texts for, English its default.
  ({ served, close } = await startProductionBff(fixture, { LANGUAGES: LANGUAGES.join(',') }));
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test('a link opened sets an HttpOnly cookie for that browser and sends it to the chosen page, which loads the previewed release with its integrity', async () => {
  const made = await linkFor(candidate, { path: '/bookings?from=preview' });
  expect(made.status).toBe(200);
  const { url } = (await made.json()) as { url: string };
  expect(url.startsWith(`${PUBLIC_URL}${PREVIEW_PATHS.open}?`)).toBe(true);

  const opened = await open(url);
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe('/bookings?from=preview');
  const setCookie = opened.headers.getSetCookie().find((line) => line.startsWith(`${PREVIEW_COOKIE}=`)) ?? '';
  expect(setCookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  const cookie = cookieOf(opened);

  const previewing = await page(cookie);
  expect(previewing.bookings).toMatchObject({ version: candidate, integrity: expect.objectContaining({ 'remoteEntry.js': fixture.record(candidate).files['remoteEntry.js'] }) });
  expect(previewing.preview).toEqual({ remotes: [{ remote: 'bookings', version: candidate, loaded: true }] });

  const visitor = await page();
  expect(visitor.bookings?.version).toBe(stable);
  expect(visitor.preview).toBeUndefined();
});

test("a previewing page's health reports count apart, never for stable", async () => {
  const cookie = cookieOf(await open(((await (await linkFor(candidate)).json()) as { url: string }).url));
  const { token } = await page(cookie);
  const before = await health();
  const sent = await fetch(`${served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body: new URLSearchParams({ remote: 'bookings', version: candidate, outcome: 'failed', failure: 'render', token }) });
  expect(sent.status).toBe(204);
  const after = await health();
  expect(after.remotes.bookings).toEqual(before.remotes.bookings);
  expect(after.previews.bookings).toEqual({ [candidate]: { loads: 1, failures: 1 } });
});

test('ending the preview clears the cookie: the next page loads the promoted release', async () => {
  const ended = await fetch(`${served.url}${PREVIEW_PATHS.end}`, { method: 'POST', headers: { origin: PUBLIC_URL } });
  expect(ended.status).toBe(204);
  expect(ended.headers.getSetCookie()).toEqual([`${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`]);
  const foreign = await fetch(`${served.url}${PREVIEW_PATHS.end}`, { method: 'POST', headers: { origin: 'https://elsewhere.example' } });
  expect(foreign.status).toBe(403);
});

test.each([
  ['tampered with', 400, 'This preview link is not valid', async () => tampered(await linkUrl(candidate))],
  ['expired', 410, 'This preview link has expired', () => createPreviewLinks(TEST_AUTH_SECRET, PUBLIC_URL, { now: () => Date.now() - 2 * HOUR }).mint(grant(candidate, Date.now() - HOUR))],
  ['for another deployment', 400, 'This preview link is for another site', () => createPreviewLinks(TEST_AUTH_SECRET, 'https://other-city.example').mint(grant(candidate, Date.now() + HOUR))],
  ['for a release the gate no longer passes', 409, 'This release can no longer be previewed', () => createPreviewLinks(TEST_AUTH_SECRET, PUBLIC_URL).mint(grant(needsReact20, Date.now() + HOUR))],
])('a link %s shows a page that says so, links to the site and sets no cookie', async (_what, status, title, link) => {
  const answer = await open(await link());
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(answer.headers.getSetCookie()).toEqual([]);
  const html = await answer.text();
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain('<a href="/">Go to City Pass Bookings</a>');
});

test.each([
  ['a German browser', { 'accept-language': 'de-AT,de;q=0.9' }, 'de', 'Dieser Vorschaulink ist abgelaufen', 'Zu City Pass Bookings'],
  ['a visitor who chose Japanese', { cookie: `${LANGUAGE_COOKIE}=ja` }, 'ja', 'このプレビューリンクは有効期限が切れています', 'City Pass Bookings へ移動'],
])("%s gets the refusal in the page's language, which the page and its headers say", async (_who, headers, language, heading, home) => {
  const link = await createPreviewLinks(TEST_AUTH_SECRET, PUBLIC_URL, { now: () => Date.now() - 2 * HOUR }).mint(grant(candidate, Date.now() - HOUR));
  const answer = await open(link, '', headers);
  expect(answer.status).toBe(410);
  expect(answer.headers.get('content-language')).toBe(language);
  expect(answer.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
  const html = await answer.text();
  expect(/<html[^>]*>/.exec(html)?.[0]).toBe(`<html lang="${language}" dir="ltr">`);
  expect(html).toContain(`<h1>${heading}</h1>`);
  expect(html).toContain(`<a href="/">${home}</a>`);
});

test("a preview cookie whose release the gate no longer passes loads the promoted release, and the page says so", async () => {
  const sealed = await createPreviewCookies(TEST_AUTH_SECRET).seal([{ remote: 'bookings', version: needsReact20, expiresAt: Date.now() + HOUR }]);
  const fallback = await page(`${PREVIEW_COOKIE}=${sealed}`);
  expect(fallback.bookings?.version).toBe(stable);
  expect(fallback.preview).toEqual({ remotes: [{ remote: 'bookings', version: needsReact20, loaded: false }] });
});

test("another team's token gets no link", async () => {
  const answer = await linkFor(candidate, {}, TOKENS.auth);
  expect(answer.status).toBe(403);
  expect(await answer.json()).toEqual({ error_code: 'NOT_AUTHORISED', message: 'Team auth may change only the auth remote.' });
});

async function linkUrl(version: string): Promise<string> {
  return ((await (await linkFor(version)).json()) as { url: string }).url;
}

/** The link with one character of its token's signature changed (the first: every bit of it counts). */
function tampered(link: string): string {
  const url = new URL(link);
  const [header, payload, signature = ''] = (url.searchParams.get('link') ?? '').split('.');
  url.searchParams.set('link', `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
  return url.href;
}

function grant(version: string, expiresAt: number) {
  return { remote: 'bookings' as const, version, team: 'bookings', path: '/bookings', expiresAt };
}

describe("a developer's dev server, previewed", () => {
  const DEV_SERVER = 'http://localhost:3013';

  test('is never taken in production: the address is the not-found page, and a dev server in a preview cookie is ignored', async () => {
    const answer = await fetch(`${served.url}${PREVIEW_PATHS.dev}?remote=bookings&url=${DEV_SERVER}/`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const sealed = await createPreviewCookies(TEST_AUTH_SECRET).seal([{ remote: 'bookings', version: 'dev', devServer: `${DEV_SERVER}/mf-manifest.json`, expiresAt: Date.now() + HOUR }]);
    const visitor = await page(`${PREVIEW_COOKIE}=${sealed}`);
    expect(visitor.bookings?.version).toBe(stable);
    expect(visitor.preview).toBeUndefined();
  });

  describe('outside production', () => {
    let development: Awaited<ReturnType<typeof startProductionBff>>;
    beforeAll(async () => {
      development = await startProductionBff(fixture, { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:8080' });
    });
    afterAll(() => development.close());

    test("loads the remote from the dev server on this machine, unchecked, under a policy that names it and its hot-reload socket", async () => {
      const opened = await fetch(`${development.served.url}${PREVIEW_PATHS.dev}?remote=bookings&url=${DEV_SERVER}/`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/');
      const answer = await fetch(`${development.served.url}/bookings`, { headers: { accept: 'text/html', cookie: cookieOf(opened) } });
      const html = await answer.text();
      expect(pagePreviewSchema.parse(pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.preview))).toEqual({
        remotes: [{ remote: 'bookings', version: 'dev', loaded: true, devServer: DEV_SERVER }],
      });
      const config = pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.config) as { remotes: { name: string; entry: string }[] };
      expect(config.remotes.find(({ name }) => name === 'bookings')?.entry).toBe(`${DEV_SERVER}/remoteEntry.js`);
      expect(pageReleasesSchema.parse(pageDataBlock(html, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings).toBeUndefined();
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(new RegExp(`script-src [^;]*${DEV_SERVER}[^;]*'unsafe-eval'`));
      expect(policy).toMatch(new RegExp(`connect-src [^;]*ws://localhost:3013`));
    });

    test.each([
      ['another host', `remote=bookings&url=https://elsewhere.example/`],
      ['an address with credentials', `remote=bookings&url=http://user:secret@localhost:3013/`],
      ['no remote of the app', `remote=payments&url=${DEV_SERVER}/`],
      ['no address', 'remote=bookings'],
    ])('refuses %s with a page that says so, and sets no cookie', async (_what, query) => {
      const answer = await fetch(`${development.served.url}${PREVIEW_PATHS.dev}?${query}`, { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(answer.headers.getSetCookie()).toEqual([]);
      const html = await answer.text();
      expect(html).toContain('<h1>This dev server cannot be previewed</h1>');
      expect(html).toContain('such as /_preview/dev?remote=bookings&amp;url=http://localhost:3013/');
    });
  });
});
