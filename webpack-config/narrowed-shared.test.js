// Every import of a narrowed library, in every bundle's code and in the libraries that import
// each other, must be one of the names its narrowed module re-exports: anything else would be
// undefined at run time in the shell, though it works in tests and on a remote's own dev host.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { NARROWED, moduleFileOf } = require('./narrowed-shared');

const root = path.resolve(__dirname, '..');
const BUNDLED_SOURCES = ['shell/src', 'mf-auth/src', 'mf-attractions/src', 'mf-bookings/src', 'shared-ui/src'];
const isBundledSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isBundledSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `package: name` for each value a file imports from a narrowed package ('*' for a namespace). */
function narrowedImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined);
  const found = [];
  const visit = (node) => {
    const specifier = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    const from = specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
    if (from in NARROWED && ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const clause = node.importClause;
      if (clause?.name) found.push(`${from}: default`);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push(`${from}: *`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) found.push(`${from}: ${(element.propertyName ?? element.name).text}`);
      }
    }
    if (from in NARROWED && ts.isExportDeclaration(node) && !node.isTypeOnly) found.push(`${from}: re-exported`);
    const dynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0];
    if (dynamic && ts.isStringLiteral(dynamic) && dynamic.text in NARROWED) found.push(`${dynamic.text}: *`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const allowed = new Set(Object.entries(NARROWED).flatMap(([name, exported]) => exported.map((value) => `${name}: ${value}`)));
const notNarrowed = (imports) => imports.filter((entry) => !allowed.has(entry));

it('finds the imports that would be missing at run time (the check itself)', () => {
  const text = [
    "import styled, { css, ThemeContext } from 'styled-components';",
    "import type { AnyActorRef } from 'xstate';",
    "import { setup, type Actor, createMachine } from 'xstate';",
    "import * as everything from '@xstate/react';",
    "export { useMachine } from '@xstate/react';",
    "const later = () => import('xstate');",
  ].join('\n');
  expect(notNarrowed(narrowedImports('sample.tsx', text))).toEqual([
    'styled-components: ThemeContext',
    'xstate: createMachine',
    '@xstate/react: *',
    '@xstate/react: re-exported',
    'xstate: *',
  ]);
});

it('the bundles import only what the narrowed modules re-export', () => {
  const files = BUNDLED_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)));
  expect(files.length).toBeGreaterThan(100);
  const missing = files.flatMap((file) => notNarrowed(narrowedImports(file, readFileSync(file, 'utf8'))).map((entry) => `${path.relative(root, file)}: ${entry}`));
  expect(missing).toEqual([]);
});

it("@xstate/react, which the shell provides with xstate, imports only what xstate's narrowed module re-exports", () => {
  const { file } = moduleFileOf('@xstate/react');
  expect(notNarrowed(narrowedImports(file, readFileSync(file, 'utf8')))).toEqual([]);
});
