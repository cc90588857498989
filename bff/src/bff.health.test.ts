import { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/contracts';
import type { Served } from './proxy/testing/serve';
import { pageDataBlock, startProductionBff, TEST_AUTH_SECRET } from './testing/production-bff';
import { createHealthTokens, releaseFixture, TOKENS, type ReleaseFixture, updateRegistryFile, promote, registerRelease, BUCKET_COOKIE } from '@citypass/releases/testing';

// Remotes' health as browsers report it: each page carries a token of its own, and only reports
// with a page's token, for the releases that page loads, once per page and remote, are counted.
let fixture: ReleaseFixture;
let served: Served;
let close: () => Promise<void>;
let version: string;

async function openPage(): Promise<{ token: string; bookings: string }> {
  const page = await (await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html' } })).text();
  const releases = pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases));
  return { token: pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.health) as string, bookings: releases.remotes.bookings!.version };
}

/** A report as the shell's beacon sends it: form-encoded. */
function report(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body: new URLSearchParams(fields), headers });
}

function post(body: string, contentType: string) {
  return fetch(`${served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body, headers: { 'content-type': contentType } });
}

async function healthCounts() {
  const answer = await fetch(`${served.url}/api/releases/health`, { headers: { authorization: `Bearer ${TOKENS.auth}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { remotes: Record<string, unknown> }).remotes;
}

const bookingsCounts = async () => (await healthCounts()).bookings as Record<string, { loads: number; failures: number }>;

beforeAll(async () => {
  fixture = releaseFixture();
  version = await fixture.publish('the bookings entry');
  await updateRegistryFile(fixture.registryFile, (state) =>
    promote(registerRelease(state, fixture.record(version)), 'bookings', version, { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' }),
  );
  ({ served, close } = await startProductionBff(fixture));
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test('each page carries a token of its own; its reports count once per remote, forged, expired and repeated ones never, and every report gets the same answer', async () => {
  const first = await openPage();
  const second = await openPage();
  expect(first.bookings).toBe(version);
  expect(first.token).not.toBe(second.token);
  const [header, payload, signature] = first.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
  const tampered = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
  const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
  const expired = await createHealthTokens(TEST_AUTH_SECRET, { now: () => Date.now() - 3_600_000 }).mint({ bookings: version });
  const otherSecret = await createHealthTokens(`${TEST_AUTH_SECRET}-other`).mint({ bookings: version });

  const answers = await Promise.all([
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'render', token: first.token }),
    report({ remote: 'bookings', version, outcome: 'started', token: second.token }),
    // Repeated, for another release, for a remote the page does not load, forged, expired: none counts.
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: second.token }),
    report({ remote: 'bookings', version: '0.9.9-0123456789ab', outcome: 'failed', failure: 'network', token: first.token }),
    report({ remote: 'auth', version, outcome: 'failed', failure: 'network', token: first.token }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: `${header}.${tampered}.${signature}` }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: `${header}.${payload}.Zm9yZ2Vk` }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: `${unsigned}Zm9yZ2Vk` }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: expired }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: otherSecret }),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
  expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['']));

  expect(await healthCounts()).toEqual({ auth: {}, attractions: {}, bookings: { [version]: { loads: 2, failures: 1 } } });
});

test("a page's report counts once, and the same report sent again is not counted", async () => {
  const { token } = await openPage();
  const before = (await bookingsCounts())[version]!;
  const sent = { remote: 'bookings', version, outcome: 'failed', failure: 'timeout', token };
  expect((await report(sent)).status).toBe(204);
  expect(await bookingsCounts()).toEqual({ [version]: { loads: before.loads + 1, failures: before.failures + 1 } });
  expect((await report(sent)).status).toBe(204);
  expect(await bookingsCounts()).toEqual({ [version]: { loads: before.loads + 1, failures: before.failures + 1 } });
});

test('a report sent as JSON counts as a form-encoded one does', async () => {
  const { token } = await openPage();
  const before = (await bookingsCounts())[version]!;
  expect((await post(JSON.stringify({ remote: 'bookings', version, outcome: 'started', token }), 'application/json')).status).toBe(204);
  expect((await bookingsCounts())[version]).toEqual({ loads: before.loads + 1, failures: before.failures });
});

test('a body that is no report is refused 400 INVALID_REQUEST, and an oversized one 413, as any request the BFF cannot take', async () => {
  const { token } = await openPage();
  const started = { remote: 'bookings', version, outcome: 'started', token };
  // Readable bodies that are no report, refused by the report's schema, say so.
  const notReports = [
    await report({ remote: 'bookings', version, outcome: 'failed', token }),
    await report({ ...started, email: 'visitor@example.com' }),
    await report({ ...started, remote: 'payments' }),
    await report({ level: 'debug', code: 'REMOTE_HEALTH', ...started, client: 'true' }),
    await post('remote=bookings&remote=auth', 'application/x-www-form-urlencoded'),
    await post(JSON.stringify([started]), 'application/json'),
    await post(new URLSearchParams(started).toString(), 'text/plain'),
  ];
  for (const refused of notReports) {
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error_code: 'INVALID_REQUEST', message: 'The body is not a remote health report.' });
  }
  // A body that cannot be read at all is refused as any such request is.
  const unreadable = await post('{"remote":', 'application/json');
  expect(unreadable.status).toBe(400);
  expect(await unreadable.json()).toEqual({ error_code: 'INVALID_REQUEST' });
  const oversized = await report({ ...started, padding: 'x'.repeat(4096) });
  expect(oversized.status).toBe(413);
  expect(await oversized.json()).toEqual({ error_code: 'PAYLOAD_TOO_LARGE' });
});

test("the answer sets no cookie, whatever cookies and query the page's request carries", async () => {
  const { token } = await openPage();
  const body = new URLSearchParams({ remote: 'bookings', version, outcome: 'started', token });
  const cookie = `${BUCKET_COOKIE}=12; __Secure-next-auth.session-token=not-a-session; __Host-next-auth.csrf-token=x`;
  const answers = [
    await fetch(`${served.url}${HEALTH_REPORTS_PATH}?testScenario=AV-004`, { method: 'POST', body, headers: { cookie } }),
    await report({ remote: 'bookings', version, outcome: 'started' }, { cookie }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([204, 400]);
  for (const answer of answers) expect(answer.headers.get('set-cookie')).toBeNull();
});

test("a report from another site's page is refused, as every write to the API is", async () => {
  const { token } = await openPage();
  const answer = await report({ remote: 'bookings', version, outcome: 'started', token }, { origin: 'https://elsewhere.example' });
  expect(answer.status).toBe(403);
});

test('the counts are for teams only', async () => {
  expect((await fetch(`${served.url}/api/releases/health`)).status).toBe(401);
  expect((await fetch(`${served.url}/api/releases/health`, { headers: { authorization: 'Bearer nobody' } })).status).toBe(401);
});

test('the log beacon is the protocol\'s logger again: a health report sent there is only logged, never counted', async () => {
  const { token } = await openPage();
  const before = await bookingsCounts();
  const body = new URLSearchParams({ level: 'debug', code: 'REMOTE_HEALTH', remote: 'bookings', version, outcome: 'started', token, client: 'true' });
  expect((await fetch(`${served.url}/api/auth/_log`, { method: 'POST', body })).status).toBe(200);
  expect(await bookingsCounts()).toEqual(before);
});
