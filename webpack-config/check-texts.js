// `npm run lint:texts`: every part's catalogues (src/i18n/<tag>.json of the shell, shared-ui, each
// remote, and of the BFF and the release service for the pages they write themselves) are whole:
// one per language the product has texts for, every key English has and no other, the same
// placeholders and plural and select options (FormatJS's own `verify`), no text left as in
// English but the names a part lists in `src/same-in-every-language.json` (beside the catalogues'
// folder, which holds catalogues alone: each is built as a language), and every plural with
// exactly the forms its language's plural rules have (`=0` and the like aside), which verify does
// not hold: a missing form would fall back to `other`.
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { isPluralElement, isSelectElement, isTagElement, parse } = require('@formatjs/icu-messageformat-parser');
const { LANGUAGES, SOURCE_LANGUAGE } = require('@citypass/contracts');

const USAGE = `Usage: npm run lint:texts
  (node webpack-config/check-texts.js)

Checks every part's catalogues: one per language, every key English has and no other, the same
placeholders and options, no text left as in English but the names a part lists in
src/same-in-every-language.json, each plural with its language's forms. Exit 1 with a line per problem.
`;

const ROOT = path.resolve(__dirname, '..');
const PARTS = ['shell', 'shared-ui', 'mf-auth', 'mf-attractions', 'mf-bookings', 'bff', 'releases'];
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');

/** The forms each plural of a message offers (exact numbers aside), by placeholder. */
function pluralForms(elements, found = []) {
  for (const element of elements) {
    if (isPluralElement(element)) found.push([element.value, Object.keys(element.options).filter((form) => !form.startsWith('=')).sort()]);
    if (isPluralElement(element) || isSelectElement(element)) Object.values(element.options).forEach((option) => pluralForms(option.value, found));
    if (isTagElement(element)) pluralForms(element.children, found);
  }
  return found;
}

/** Each plural of a catalogue whose forms are not its language's, on a line naming the message. */
function pluralProblems(part, language, catalogue) {
  const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
  return Object.entries(catalogue).flatMap(([id, text]) =>
    pluralForms(parse(text))
      .filter(([, offered]) => offered.join() !== forms.join())
      .map(([name, offered]) => `${part}: ${language}.json: ${id} {${name}} has the forms ${offered.join(', ')}; ${language} has ${forms.join(', ')}`),
  );
}

/** The problems of one part's catalogues, each on a line naming the file and the key. */
function partProblems(part) {
  const dir = path.join(ROOT, part, 'src/i18n');
  const file = (language) => path.join(dir, `${language}.json`);
  const missing = LANGUAGES.filter((language) => !existsSync(file(language))).map((language) => `${part}: no catalogue for ${language} (${path.relative(ROOT, file(language))})`);
  if (missing.length > 0) return missing;
  const problems = [];
  try {
    execFileSync(process.execPath, [FORMATJS, 'verify', '--source-locale', SOURCE_LANGUAGE, '--missing-keys', '--extra-keys', '--structural-equality', ...LANGUAGES.map(file)], { stdio: 'pipe' });
  } catch (error) {
    problems.push(...`${error.stdout}${error.stderr}`.split('\n').filter((line) => line.trim()).map((line) => `${part}: ${line.trim()}`));
  }
  const english = JSON.parse(readFileSync(file(SOURCE_LANGUAGE), 'utf8'));
  const namesFile = path.join(ROOT, part, 'src/same-in-every-language.json');
  const names = new Set(existsSync(namesFile) ? JSON.parse(readFileSync(namesFile, 'utf8')) : []);
  for (const language of LANGUAGES) {
    const catalogue = JSON.parse(readFileSync(file(language), 'utf8'));
    problems.push(...pluralProblems(part, language, catalogue));
    if (language === SOURCE_LANGUAGE) continue;
    for (const [id, text] of Object.entries(catalogue)) {
      if (text === english[id] && !names.has(id)) problems.push(`${part}: ${language}.json: ${id} is left as in English: "${text}"`);
    }
  }
  return problems;
}

readCommandLine({ name: 'npm run lint:texts', usage: USAGE }, {});
const problems = PARTS.filter((part) => existsSync(path.join(ROOT, part, 'src/i18n'))).flatMap(partProblems);
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`texts: every catalogue of ${PARTS.length} parts is whole in ${LANGUAGES.length} languages\n`);
