import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { readCommandLine } from '@citypass/command-line';
import { LANGUAGES, SOURCE_LANGUAGE } from '@citypass/contracts';
import { catalogueProblems } from './catalogue-problems';
import { compileCatalogue } from './compile-catalogue';
import type { CompiledCatalogue } from './compiled-catalogue';

// `npm run lint:texts`: every part's catalogues (src/i18n/<tag>.json of the shell, shared-ui, each
// remote, and of the BFF and the release service for the pages they write themselves) are whole:
// one per language the product has texts for; valid ICU with every key English has and no other
// and the same structure (FormatJS's own `verify`); the checks a release's texts meet at the gate
// (catalogue-problems.ts: placeholders by name and kind, each plural with its language's forms);
// and no text left as in English but the names a part lists in `src/same-in-every-language.json`
// (beside the catalogues' folder, which holds catalogues alone: each is built as a language).

const USAGE = `Usage: npm run lint:texts
  (citypass-check-texts)

Checks every part's catalogues: one per language, every key English has and no other, the same
placeholders and options, each plural with its language's forms, no text left as in English but
the names a part lists in src/same-in-every-language.json. Exit 1 with a line per problem.
`;

const PACKAGES = ['shell', 'shared-ui', 'mf-auth', 'mf-attractions', 'mf-bookings', 'bff', 'releases', 'reservations-service'];
// Each part: a package and the folder of its catalogues (src/i18n), and the texts a package loads
// apart (the shell's accessibility statement, footer pages and preview ribbon, each with its code only).
const PARTS: readonly { part: string; catalogues: string }[] = [
  ...PACKAGES.map((name) => ({ part: `@citypass/${name}`, catalogues: 'src/i18n' })),
  { part: '@citypass/shell', catalogues: 'src/pages/accessibility/i18n' },
  { part: '@citypass/shell', catalogues: 'src/app/preview/i18n' },
  { part: '@citypass/shell', catalogues: 'src/pages/info/i18n' },
];
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** FormatJS's verify of the part's catalogues, a line per problem it reports. */
function verified(files: string[]): string[] {
  try {
    execFileSync(process.execPath, [FORMATJS, 'verify', '--source-locale', SOURCE_LANGUAGE, '--missing-keys', '--extra-keys', '--structural-equality', ...files], { stdio: 'pipe' });
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`.split('\n').filter((line) => line.trim() !== '').map((line) => line.trim());
  }
}

/** The problems of one part's catalogues, each on a line naming the part. */
async function partProblems({ part: name, catalogues }: (typeof PARTS)[number]): Promise<string[]> {
  const part = catalogues === 'src/i18n' ? name : `${name} (${catalogues})`;
  const folder = dirname(require.resolve(`${name}/package.json`));
  const file = (language: string) => join(folder, catalogues, `${language}.json`);
  const missing = LANGUAGES.filter((language) => !existsSync(file(language))).map((language) => `no catalogue for ${language} (${relative(process.cwd(), file(language))})`);
  if (missing.length > 0) return missing.map((line) => `${part}: ${line}`);

  const sources = Object.fromEntries(LANGUAGES.map((language) => [language, readJson(file(language)) as Record<string, string>]));
  const problems = verified(LANGUAGES.map(file));
  // Compiled as a build compiles them, and checked as the release gate checks a release's.
  const compiled: Record<string, CompiledCatalogue> = {};
  for (const language of LANGUAGES) compiled[language] = { [catalogues]: await compileCatalogue(sources[language]!, file(language)) };
  problems.push(...catalogueProblems(compiled));

  const namesFile = join(folder, 'src/same-in-every-language.json');
  const names = new Set(existsSync(namesFile) ? (readJson(namesFile) as string[]) : []);
  const english = sources[SOURCE_LANGUAGE]!;
  for (const language of LANGUAGES.filter((tag) => tag !== SOURCE_LANGUAGE)) {
    for (const [id, text] of Object.entries(sources[language]!)) {
      if (text === english[id] && !names.has(id)) problems.push(`${language}.json: ${id} is left as in English: "${text}"`);
    }
  }
  return problems.map((line) => `${part}: ${line}`);
}

async function main(): Promise<void> {
  const problems: string[] = [];
  for (const part of PARTS) problems.push(...(await partProblems(part)));
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`texts: every catalogue of ${PARTS.length} parts is whole in ${LANGUAGES.length} languages\n`);
}

readCommandLine({ name: 'npm run lint:texts', usage: USAGE }, {});
main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
