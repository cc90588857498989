import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';

const remotes = ['mf-auth', 'mf-attractions', 'mf-bookings'];

// Packages meet through their exports only: another package's src/ or dist/ is no import, by its
// name or by a relative path (import-x/no-relative-packages, below, refuses the latter everywhere).
const THROUGH_EXPORTS = { group: ['@citypass/*/src/**', '@citypass/*/dist/**'], message: 'Import another package through its exports (@citypass/<package>/<export>), never its src/ or dist/.' };

// Dependency direction: shared-ui <- remotes <- shell (at run time only); the BFF imports no front end.
const restrictedImports = (folder) => {
  const others = remotes.filter((remote) => remote !== folder);
  const patterns = [
    THROUGH_EXPORTS,
    ...others.map((remote) => ({ group: [`**/${remote}/**`, `@citypass/${remote}*`], message: 'Remotes never import each other; share through @citypass/shared-ui.' })),
  ];
  if (folder === 'shared-ui') {
    patterns.push({ group: ['**/mf-*/**', '@citypass/mf-*', '**/shell/**', '@citypass/shell*'], message: 'shared-ui depends on no remote or shell.' });
    // Every shared-ui module is a federated singleton only when reached by its package path:
    // a relative import would give a remote its own copy of a context.
    patterns.push({ group: ['./*', '../*'], message: 'Import shared-ui modules as @citypass/shared-ui/... (its exports) so federation shares one copy.' });
  }
  if (folder === 'shell') {
    patterns.push({ group: ['**/mf-*/**', '@citypass/mf-*'], message: 'The shell loads remotes at run time through the federation runtime only.' });
  }
  if (folder === 'bff') {
    patterns.push({ group: ['@citypass/*', '!@citypass/command-line', '!@citypass/command-line/testing', '!@citypass/http-cookies', '!@citypass/http-drain', '!@citypass/observability', '!@citypass/observability/tracing', '!@citypass/reservations-service', '!@citypass/reservations-service/scenarios', '!@citypass/reservations-service/testing', '!@citypass/releases', '!@citypass/releases/testing', '**/shared-ui/**', '!@citypass/contracts', '!@citypass/languages', '!@citypass/languages/*', '!@citypass/city-look', '**/mf-*/**', '**/shell/**'], message: 'The BFF depends on nothing of the front end.' });
    patterns.push({ group: ['**/reservations-service/src/**', '**/reservations-service/dist/**'], message: 'The BFF reaches the reservations service through its package: @citypass/reservations-service.' });
    patterns.push({ group: ['**/releases/src/**', '**/releases/dist/**'], message: 'The BFF reaches the release service through its package: @citypass/releases.' });
  }
  if (folder === 'releases') {
    // The release service is mounted by the BFF, never the other way round.
    patterns.push({ group: ['@citypass/*', '!@citypass/contracts', '!@citypass/languages', '!@citypass/languages/*', '!@citypass/http-cookies', '!@citypass/releases-page', '!@citypass/command-line', '!@citypass/command-line/testing', '../../*'], message: 'The release service imports its own folder, the contracts, the languages, the cookies and how commands read their arguments only.' });
  }
  if (folder === 'contracts') {
    // The BFF runs the contracts: plain code on zod, nothing of React, the DOM or the design system.
    patterns.push({ group: ['react', 'react-*', 'react/*', 'styled-components', 'xstate', '@xstate/*', '@citypass/*', '../*'], message: 'The contracts import zod and each other only.' });
  }
  if (folder === 'http-cookies') {
    patterns.push({ group: ['@citypass/*', '../*'], message: 'http-cookies imports no package of the product.' });
  }
  if (folder === 'http-drain') {
    // Both the BFF and the reservations service stop through it: it depends on neither.
    patterns.push({ group: ['@citypass/*', '../*'], message: 'http-drain imports no package of the product.' });
  }
  if (folder === 'command-line') {
    // Every command reads its arguments through it: it depends on none of them.
    patterns.push({ group: ['@citypass/*', '../../*'], message: 'command-line imports no package of the product.' });
  }
  if (folder === 'observability') {
    // Both the BFF and the reservations service are observed through it: it depends on neither.
    patterns.push({ group: ['@citypass/*', '../../*'], message: 'observability imports no package of the product.' });
  }
  if (folder === 'reservations-service') {
    // A system of its own that the BFF calls over HTTP: it must run without the BFF.
    patterns.push({
      group: ['@citypass/*', '!@citypass/contracts', '!@citypass/http-drain', '!@citypass/observability', '!@citypass/observability/tracing', '!@citypass/command-line', '!@citypass/command-line/testing', '!@citypass/languages', '!@citypass/languages/*', '!@citypass/calendar'],
      message: 'The reservations service imports no package of the product but its contracts, how servers stop, how they are observed, how commands read their arguments, the languages and the calendar entry.',
    });
    patterns.push({ group: ['../../*'], message: 'The reservations service imports nothing outside its own folder.' });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/types/**', '**/node_modules/**', '**/coverage/**', 'e2e/artifacts/**', 'bench/results/**', 'bench/peers/**', 'release-store/**', '**/.cache/**', '**/storybook-static/**', '**/.storybook-cities/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tests read untyped JSON bodies and load the plain legacy-check script.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmark scripts hand some functions to the page, where browser globals exist.
    files: ['bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['bench/**/*.test.js', 'webpack-config/**/*.test.js', 'stack/**/*.test.js', 'docs/*.test.js', 'command-line/**/*.test.js', 'command-line/src/testing/*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['shell/public/**/*.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser, module: 'readonly' } },
  },
  {
    files: ['{shell,shared-ui,mf-auth,mf-attractions,mf-bookings,releases-page}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a visitor reads comes from a catalogue: a literal in JSX (its text, or an
    // attribute read aloud or shown) is refused, so a new English string cannot slip past.
    files: ['{shell,shared-ui,mf-auth,mf-attractions,mf-bookings}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**', '**/dev-host/**'],
    plugins: { i18next },
    rules: {
      // Text between tags (symbols aside, such as a tick hidden from assistive technology)...
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: ['[0-9!-/:-@[-`{-~✓✕×←→↗·…\\s]+'] } }],
      // ...and an attribute that is shown or read aloud.
      'no-restricted-syntax': [
        'error',
        {
          // An empty alt marks an image as decoration: nothing is read.
          selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|alt|placeholder|label)$/] > Literal[value!=""]',
          message: 'A text a visitor reads comes from the part’s catalogue (useT).',
        },
      ],
    },
  },
  {
    // Every file, tests, journeys, fixtures and the bench included (a package's own block below adds its rules to these).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    // Relative paths resolved as the bundlers and swc do, to TypeScript sources too.
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })] },
    rules: { 'import-x/no-relative-packages': 'error', 'no-restricted-imports': ['error', { patterns: [THROUGH_EXPORTS] }] },
  },
  ...['shared-ui', 'contracts', 'shell', 'bff', 'releases', 'reservations-service', 'http-cookies', 'http-drain', 'observability', ...remotes].map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: { 'shared-ui': ['**/*.test.{ts,tsx}', '**/testing/**', 'shared-ui/test/**', '**/*.d.ts', 'shared-ui/.storybook/**'] }[folder] ?? [],
    rules: restrictedImports(folder),
  })),
  { files: ['command-line/**/*.js'], rules: restrictedImports('command-line') },
  {
    // Small files with one job: a source file past 200 lines is doing more than one. Every
    // package's sources, the browser journeys' harness, the benchmark, the webpack configuration and the stack.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx,js}', '**/*.e2e.ts', '**/*.smoke.ts', '**/testing/**', '**/*.d.ts'],
    rules: {
      'max-lines': ['error', { max: 200 }],
      // ...and code is not squeezed under that cap into long lines: a line past 180 characters
      // (strings, addresses and comments aside) is a statement that wants a file or lines of its own.
      'max-len': ['error', { code: 180, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true, ignoreComments: true }],
    },
  },
);
