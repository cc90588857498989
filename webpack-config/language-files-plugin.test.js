// A tiny production build with two parts' catalogues in two languages, as the shell bundles its
// own and shared-ui's: the files the plugin writes beside it. Built in a process of its own, as a
// package's build script runs webpack: the ICU parser the catalogues are compiled with is an ES
// module, which Node loads and jest's module system does not.
const { execFile } = require('node:child_process');
const { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const { compiledCatalogueFile, LANGUAGE_FILES_FILE } = require('@citypass/contracts');

const TEXTS = {
  'src/i18n': { en: { 'b.count': '{count, plural, other {# passes}}', 'a.hello': 'Hello {name}' }, fr: { 'a.hello': 'Bonjour {name}', 'b.count': '{count, plural, other {# pass}}' } },
  'lib/i18n': { en: { 'shared.label': 'Language' }, fr: { 'shared.label': 'Langue' } },
};
const literal = (value) => ({ type: 0, value });
const counted = (word) => [{ type: 6, value: 'count', options: { other: { value: [{ type: 7 }, literal(word)] } }, offset: 0, pluralType: 'cardinal' }];
/** What ICU's parser makes of each text, as pages format it. */
const COMPILED = {
  en: { 'lib/i18n': { 'shared.label': [literal('Language')] }, 'src/i18n': { 'a.hello': [literal('Hello '), { type: 1, value: 'name' }], 'b.count': counted(' passes') } },
  fr: { 'lib/i18n': { 'shared.label': [literal('Langue')] }, 'src/i18n': { 'a.hello': [literal('Bonjour '), { type: 1, value: 'name' }], 'b.count': counted(' pass') } },
};

let dir;
const read = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8');

const CONFIG = `const path = require('node:path');
const { catalogueRule } = require(${JSON.stringify(require.resolve('./catalogue-rule'))});
const { LanguageFilesPlugin } = require(${JSON.stringify(require.resolve('./language-files-plugin'))});
module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './index.js',
  devtool: false,
  output: { path: path.join(__dirname, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash:10].js' },
  module: { rules: [catalogueRule()] },
  plugins: [new LanguageFilesPlugin()],
};
`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'language-files-'));
  for (const [part, languages] of Object.entries(TEXTS)) {
    mkdirSync(path.join(dir, part), { recursive: true });
    for (const [language, texts] of Object.entries(languages)) writeFileSync(path.join(dir, part, `${language}.json`), JSON.stringify(texts));
  }
  // Each part loads its catalogues as the product's do: a chunk per language, named for it.
  const loader = (part) => `(language) => import(/* webpackChunkName: "i18n-[request]" */ \`./${part}/\${language}.json\`)`;
  writeFileSync(path.join(dir, 'index.js'), `window.texts = [${Object.keys(TEXTS).map(loader).join(', ')}];\n`);
  writeFileSync(path.join(dir, 'webpack.config.js'), CONFIG);
  await promisify(execFile)(process.execPath, [require.resolve('webpack/bin/webpack.js'), '--config', 'webpack.config.js', '--no-cache'], { cwd: dir });
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("names each language's chunk in languages.json", () => {
  const languages = JSON.parse(read(LANGUAGE_FILES_FILE));
  expect(Object.keys(languages)).toEqual(['en', 'fr']);
  for (const [language, files] of Object.entries(languages)) expect(files).toEqual([expect.stringMatching(new RegExp(`^i18n-${language}-json\\.[0-9a-f]{10}\\.js$`))]);
});

it.each(['en', 'fr'])("writes i18n/%s.json: every part's catalogue of the language as syntax trees, by its folder in the package, keys sorted", (language) => {
  const text = read(compiledCatalogueFile(language));
  expect(JSON.parse(text)).toEqual(COMPILED[language]);
  expect(text).toBe(`${JSON.stringify(COMPILED[language])}\n`);
});

it('writes no path of the machine that built it, and the compiled catalogues are no chunk a page loads', () => {
  const files = readdirSync(path.join(dir, 'dist'), { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.json'))) expect(read(file)).not.toContain(dir);
  const chunks = Object.values(JSON.parse(read(LANGUAGE_FILES_FILE))).flat();
  expect(files.filter((name) => name.startsWith('i18n')).sort()).toEqual([...chunks, 'i18n', compiledCatalogueFile('en'), compiledCatalogueFile('fr')].sort());
});
