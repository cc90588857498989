// `npm run lint:texts`: every part's catalogues (src/i18n/<tag>.json of the shell, shared-ui, each
// remote, and of the BFF and the release service for the pages they write themselves) are whole:
// one per language the product has texts for, every key English has and no other, the same
// placeholders and plural and select options (FormatJS's own `verify`), and no text left as in
// English but the names a part lists in `same-in-every-language.json`.
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { LANGUAGES, SOURCE_LANGUAGE } = require('@citypass/shared-ui/contracts');

const USAGE = `Usage: npm run lint:texts
  (node webpack-config/check-texts.js)

Checks every part's catalogues: one per language, every key English has and no other, the same
placeholders and options, no text left as in English but the names a part lists in
src/i18n/same-in-every-language.json. Exit 1 with a line per problem.
`;

const ROOT = path.resolve(__dirname, '..');
const PARTS = ['shell', 'shared-ui', 'mf-auth', 'mf-attractions', 'mf-bookings', 'bff', 'releases'];
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');

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
  const namesFile = path.join(dir, 'same-in-every-language.json');
  const names = new Set(existsSync(namesFile) ? JSON.parse(readFileSync(namesFile, 'utf8')) : []);
  for (const language of LANGUAGES.filter((tag) => tag !== SOURCE_LANGUAGE)) {
    const catalogue = JSON.parse(readFileSync(file(language), 'utf8'));
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
