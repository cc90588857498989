import type { Served } from './proxy/testing/serve';
import { startProductionBff } from './testing/production-bff';
import { releaseFixture, TOKENS, type ReleaseFixture } from '@citypass/releases/testing';

// The release API's refusals reach its callers through the BFF's one error middleware as the
// API gives them: their own status, code, message and problems. What the BFF refuses itself (a
// body it cannot read) keeps the catalogue's answer.
let fixture: ReleaseFixture;
let served: Served;
let close: () => Promise<void>;
let version: string;

async function call(path: string, token: string | null, body?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${served.url}/api/releases${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  fixture = releaseFixture();
  version = await fixture.publish('one()');
  ({ served, close } = await startProductionBff(fixture, { LANGUAGES: 'en,fr' }));
  expect((await call('/bookings/versions', TOKENS.bookings, JSON.stringify({ version }))).status).toBe(200);
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test('the release API answers 401, 403, 404 and 409 with its own code and message', async () => {
  expect(await call('/', null)).toEqual({
    status: 401,
    body: { error_code: 'RELEASE_TOKEN_MISSING', message: "Send your team's release token as Authorization: Bearer <token>." },
  });
  expect(await call('/bookings/rollback', TOKENS.auth, JSON.stringify({ reason: 'not ours' }))).toEqual({
    status: 403,
    body: { error_code: 'NOT_AUTHORISED', message: 'Team auth may change only the auth remote.' },
  });
  expect(await call('/bookings/promote', TOKENS.bookings, JSON.stringify({ version: '0.1.0-ffffffffffff', reason: 'x' }))).toEqual({
    status: 404,
    body: { error_code: 'RELEASE_NOT_FOUND', message: 'bookings 0.1.0-ffffffffffff is not published' },
  });
  expect(await call('/bookings/rollback', TOKENS.bookings, JSON.stringify({ reason: 'nothing promoted' }))).toEqual({
    status: 409,
    body: { error_code: 'NOTHING_TO_ROLL_BACK', message: 'bookings has no earlier promoted version to roll back to' },
  });
  expect(await call('/bookings/promote', TOKENS.bookings, JSON.stringify({ version }))).toEqual({
    status: 400,
    body: { error_code: 'INVALID_REQUEST', message: 'reason: give a reason for the change' },
  });
});

test("the contract gate's problems come with its refusal", async () => {
  const broken = await fixture.publish('two()', { react: '^20.0.0' });
  expect((await call('/bookings/versions', TOKENS.bookings, JSON.stringify({ version: broken }))).status).toBe(200);
  expect(await call('/bookings/promote', TOKENS.bookings, JSON.stringify({ version: broken, reason: 'try' }))).toEqual({
    status: 409,
    body: { error_code: 'RELEASE_REFUSED', message: `bookings ${broken} cannot be promoted`, problems: ['requires react ^20.0.0, the shell provides react 19.3.1'] },
  });
});

test("the city's languages reach the gate: a release lacking one is refused, a line per language", async () => {
  const silent = await fixture.publish('three()', { texts: null });
  expect((await call('/bookings/versions', TOKENS.bookings, JSON.stringify({ version: silent }))).status).toBe(200);
  expect(await call('/bookings/canary', TOKENS.bookings, JSON.stringify({ version: silent, percent: 5, reason: 'try' }))).toEqual({
    status: 409,
    body: { error_code: 'RELEASE_REFUSED', message: `bookings ${silent} cannot be a canary`, problems: [`bookings ${silent} lacks en, which this deployment offers`, `bookings ${silent} lacks fr, which this deployment offers`] },
  });
});

test('a body the BFF cannot read keeps the catalogue answer, with nothing of the parser in it', async () => {
  expect(await call('/bookings/promote', TOKENS.bookings, '{"version":')).toEqual({ status: 400, body: { error_code: 'INVALID_REQUEST' } });
  const tooLarge = JSON.stringify({ version, reason: 'x'.repeat(20_000) });
  expect(await call('/bookings/promote', TOKENS.bookings, tooLarge)).toEqual({ status: 413, body: { error_code: 'PAYLOAD_TOO_LARGE' } });
});
