import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledCatalogueFile, INTEGRITY_LOADING_FILE } from '@citypass/contracts';
import { publishRelease } from './publish-release';
import { compiled, TEXTS, textsWith, writeBuildTexts } from './testing/texts';

// A build's texts at publish: its record names the languages it carries, and a build whose
// catalogues differ from English's is refused before anything is copied (`npm run release`).

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'release-texts-'));
  dist = join(root, 'dist');
  writeBuildTexts(dist, TEXTS);
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'BookingsPage' }], shared: [] }));
  writeFileSync(join(dist, 'remoteEntry.js'), 'entry();');
  writeFileSync(join(dist, INTEGRITY_LOADING_FILE), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const publish = () => publishRelease({ remote: 'bookings', distDir: dist, storeDir: join(root, 'store'), packageVersion: '0.1.0' });
/** A refused publish's lines, the version it would have had in place of <version>. */
async function refusalLines(): Promise<string[]> {
  const message = await publish().then(() => 'published', (error: Error) => error.message);
  const version = /^bookings (0\.1\.0-[0-9a-f]{12}) /.exec(message)?.[1] ?? 'no version';
  return message.replaceAll(version, '<version>').split('\n');
}

it('names the languages the build carries, their compiled catalogues among its files', async () => {
  const { record } = await publish();
  expect(record.languages).toEqual(['en', 'fr']);
  expect(Object.keys(record.files)).toEqual(expect.arrayContaining([compiledCatalogueFile('en'), compiledCatalogueFile('fr')]));
});

it('records a build without texts as carrying none', async () => {
  rmSync(join(dist, 'languages.json'));
  expect((await publish()).record.languages).toEqual([]);
});

it.each([
  ['a message English has is missing', textsWith('fr', 'bookings.title', undefined), ['fr: bookings.title in src/i18n: missing, English has it']],
  [
    'a placeholder is renamed',
    textsWith('fr', 'bookings.greeting', compiled('Bonjour ', { arg: 'prenom' })),
    ['fr: bookings.greeting in src/i18n: lacks {name}, an argument in English', 'fr: bookings.greeting in src/i18n: has {prenom}, which English has not'],
  ],
])('refuses a build where %s, naming the release, the language and the message, and publishes nothing', async (_case, texts, lines) => {
  writeBuildTexts(dist, texts);
  expect(await refusalLines()).toEqual([
    "bookings <version> cannot be published: its catalogues do not match English's",
    ...lines.map((line) => `  - bookings <version> ${line}`),
  ]);
  expect(readdirSync(root)).toEqual(['dist']);
});

it("refuses a build that names a language without its compiled catalogues, or with English's unreadable", async () => {
  rmSync(join(dist, compiledCatalogueFile('fr')));
  expect((await refusalLines()).slice(1)).toEqual(['  - bookings <version> fr: i18n/fr.json is missing']);
  writeBuildTexts(dist, TEXTS);
  writeFileSync(join(dist, compiledCatalogueFile('en')), '{"src/i18n":{"bookings.title":"My bookings"}}');
  expect((await refusalLines()).slice(1)).toEqual(['  - bookings <version> en: i18n/en.json is not a compiled catalogue']);
});
