/// <reference lib="dom" />
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIntegrities } from './build-files';
import { RECORD_FILE } from './publish-release';
import { buildReleaseRecord } from './release-record';
import type { Served } from './testing/serve';
import { releaseFixture, TOKENS, type ReleaseFixture } from './testing/release-fixture';
import { callReleasesApi } from './testing/api-call';
import { compiled, TEXTS, textsWith } from './testing/texts';

// The gate knows languages: a release must carry every language the deployment offers (the
// fixture's: en and fr), and its texts as its origin serves them must match English's, however
// it got there. Each refusal at promote, canary and preview alike, changing nothing.

const call = (served: Served, path: string, body?: unknown) => callReleasesApi(served, body ? 'POST' : 'GET', path, TOKENS.bookings, body);

let fixture: ReleaseFixture;
let served: Served;
let whole: string;
let englishOnly: string;
let withoutTexts: string;
let byHand: string;

/** A build copied to the origin with its record, as a team could without `npm run release`, which would have refused it. */
async function publishByHand(chunk: string): Promise<string> {
  const dist = fixture.writeBuild(chunk, { texts: textsWith('fr', 'bookings.greeting', compiled('Bonjour')) });
  const manifest: unknown = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const record = buildReleaseRecord({ remote: 'bookings', packageVersion: '0.1.0', files: await readFileIntegrities(dist), manifest, languages: ['en', 'fr'] });
  const folder = join(fixture.storeDir, 'bookings', record.version);
  cpSync(dist, folder, { recursive: true });
  writeFileSync(join(folder, RECORD_FILE), JSON.stringify(record));
  return record.version;
}

beforeAll(async () => {
  fixture = releaseFixture();
  whole = await fixture.publish('whole()');
  englishOnly = await fixture.publish('english()', { texts: { en: TEXTS.en! } });
  withoutTexts = await fixture.publish('silent()', { texts: null });
  byHand = await publishByHand('by-hand()');
  served = await fixture.start();
  for (const version of [whole, englishOnly, withoutTexts, byHand]) expect((await call(served, '/bookings/versions', { version })).status).toBe(200);
});
afterAll(async () => {
  await served.close();
  fixture.cleanUp();
});

/** What the gate is asked, and the body of each call without its version. */
const ASKS = [
  ['promoted', '/bookings/promote', { reason: 'ship' }],
  ['a canary', '/bookings/canary', { percent: 10, reason: 'try' }],
  ['previewed', '/bookings/preview', {}],
] as const;

it('records the languages each release carries', () => {
  expect([whole, englishOnly, withoutTexts].map((version) => fixture.record(version).languages)).toEqual([['en', 'fr'], ['en'], []]);
});

it.each(ASKS)('refuses to let a release lacking a language the deployment offers be %s, a line per language', async (use, path, body) => {
  const refused = await call(served, path, { ...body, version: englishOnly });
  expect(refused).toEqual({
    status: 409,
    body: { error_code: 'RELEASE_REFUSED', message: `bookings ${englishOnly} cannot be ${use}`, problems: [`bookings ${englishOnly} lacks fr, which this deployment offers`] },
  });
  const silent = await call(served, path, { ...body, version: withoutTexts });
  expect(silent.body.problems).toEqual([`bookings ${withoutTexts} lacks en, which this deployment offers`, `bookings ${withoutTexts} lacks fr, which this deployment offers`]);
});

it.each(ASKS)('refuses to let a release whose served texts differ from English be %s, naming the message', async (use, path, body) => {
  const refused = await call(served, path, { ...body, version: byHand });
  expect(refused).toEqual({
    status: 409,
    body: {
      error_code: 'RELEASE_REFUSED',
      message: `bookings ${byHand} cannot be ${use}: its catalogues do not match English's`,
      problems: [`bookings ${byHand} fr: bookings.greeting in src/i18n: lacks {name}, an argument in English`],
    },
  });
});

it('changes nothing when it refuses, and lets a release with every language through', async () => {
  expect((await call(served, '')).body.remotes.bookings).toEqual({ promoted: null, published: [whole, englishOnly, withoutTexts, byHand], canary: null });
  expect((await call(served, '/bookings/promote', { version: whole, reason: 'ship' })).status).toBe(200);
});
