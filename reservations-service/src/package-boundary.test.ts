import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

// The service is a system of its own that the BFF calls over HTTP: none of its modules may reach
// the BFF around it (or anything else outside its folder), and it uses only the packages it declares.
const packageDir = resolve(__dirname, '..');
const sourceDir = join(packageDir, 'src');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)'([^']+)'/g)].map((match) => match[1] as string);
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const imports = sourceFiles(sourceDir).flatMap((file) => specifiersOf(file).map((specifier) => ({ file: relative(packageDir, file), specifier })));

test('the source has imports to check', () => {
  expect(imports.length).toBeGreaterThan(50);
});

test('every relative import stays inside the service', () => {
  const escaping = imports.filter(
    ({ file, specifier }) => specifier.startsWith('.') && relative(sourceDir, resolve(packageDir, dirname(file), specifier)).startsWith('..'),
  );
  expect(escaping).toEqual([]);
});

test('every package it imports is one it declares or part of Node', () => {
  const undeclared = imports.filter(({ specifier }) => {
    if (specifier.startsWith('.')) return false;
    const name = specifier.replace(/^node:/, '');
    return !builtinModules.includes(name) && !builtinModules.includes(packageName(name)) && !declared.has(packageName(specifier));
  });
  expect(undeclared).toEqual([]);
});
