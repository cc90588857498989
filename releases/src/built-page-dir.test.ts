import { dirname, join } from 'node:path';
import { builtPageDir } from './built-page-dir';

describe("a front-end package's build folder", () => {
  it('is the folder of the page the package exports as its build, wherever the server starts', () => {
    const shell = dirname(require.resolve('@citypass/shell/package.json'));
    const cwd = process.cwd();
    try {
      process.chdir('/');
      expect(builtPageDir('@citypass/shell')).toBe(join(shell, 'dist'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('is refused for a package that exports no build', () => {
    expect(() => builtPageDir('escape-html')).toThrow('escape-html exports no "./build/index.html"');
  });
});
