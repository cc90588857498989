import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// shared-ui's `exports` map is its public surface: a module missing from it cannot be imported
// by any package, and an entry whose file moved breaks every build that uses it.
const packageDir = join(__dirname, '..');
const { exports: exportsMap } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

function sourceModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceModules(path);
    // Tests and stories are no module of the package.
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [`./${relative(packageDir, path)}`] : [];
  });
}

const targets = Object.values(exportsMap).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));

describe('shared-ui exports', () => {
  it.each(sourceModules(join(packageDir, 'src')))('%s is exported', (file) => {
    expect(targets).toContain(file);
  });

  // What a build writes (the explorer's static build) exists once it is built.
  it.each(targets.filter((target) => !target.includes('*') && !target.startsWith('./dist/') && !target.startsWith('./storybook-static/')))('%s exists', (target) => {
    expect(existsSync(join(packageDir, target))).toBe(true);
  });
});
