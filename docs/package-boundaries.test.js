// Packages meet through their exports only (docs/architecture.md): the lint refuses an import of
// another package's files by a relative path, or of its src/ or dist/ by name, in any file of the
// repository, tests, journeys and the bench included.
const { spawnSync } = require('node:child_process');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
// Each lint is a process of its own, a few seconds each on a busy machine.
jest.setTimeout(60_000);

/** The rules `code` breaks, written as the file `path` of the repository (the lint as `npm run lint` runs it). */
async function brokenRules(code, path) {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', path], { cwd: ROOT, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout);
  return result.messages.map((message) => message.ruleId);
}

/** A module importing `name` from `specifier` and passing it on. */
const importing = (name, specifier) => `import ${name} from '${specifier}';\nexport default ${name};\n`;

it("refuses another package's file by a relative path, from a journey's fixture and from a package", async () => {
  expect(await brokenRules(importing('BookingsPage', '../../mf-bookings/src/pages/BookingsPage'), 'e2e/fixtures/example.js')).toContain('import-x/no-relative-packages');
  expect(await brokenRules(importing('routes', '../../contracts/src/routes'), 'bff/src/example.ts')).toContain('import-x/no-relative-packages');
});

it("refuses another package's src/ or dist/ by its name, from the bench too", async () => {
  expect(await brokenRules(importing('App', '@citypass/shell/src/app/App'), 'bench/monolith/src/example.tsx')).toContain('no-restricted-imports');
  expect(await brokenRules(importing('app', '@citypass/bff/dist/app'), 'stack/src/example.ts')).toContain('no-restricted-imports');
});

it('lets a package be imported through its exports', async () => {
  expect(await brokenRules(importing('BookingsPage', '@citypass/mf-bookings/pages/BookingsPage'), 'e2e/fixtures/example.js')).toEqual([]);
});
