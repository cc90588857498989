const { readArguments } = require('./index');

const about = { name: 'citypass-example', usage: 'Usage: citypass-example [--port N]' };
const config = { options: { port: { type: /** @type {const} */ ('string') } } };

describe('readArguments', () => {
  it('reads the flags it was given', () => {
    expect(readArguments(about, config, ['--port', '8080'])).toEqual({ parsed: { values: { port: '8080' }, positionals: [] } });
  });

  it('answers --help and -h with the usage, ending in a newline, and exit 0', () => {
    expect(readArguments(about, config, ['--help'])).toEqual({ exitCode: 0, stdout: 'Usage: citypass-example [--port N]\n' });
    expect(readArguments(about, config, ['--port', '1', '-h'])).toEqual({ exitCode: 0, stdout: 'Usage: citypass-example [--port N]\n' });
  });

  it('makes the usage from the positionals when told how', () => {
    const perCommand = { name: 'citypass-example', usage: (/** @type {string[]} */ positionals) => `Usage: citypass-example ${positionals.join(' ')}` };
    expect(readArguments(perCommand, { allowPositionals: true }, ['promote', '--help'])).toEqual({ exitCode: 0, stdout: 'Usage: citypass-example promote\n' });
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['-x'], "Unknown option '-x'"],
    [['--port'], "Option '--port <value>' argument missing"],
    [['extra'], "Unexpected argument 'extra'. This command does not take positional arguments"],
  ])('refuses %j on one line naming it, with exit 2', (argv, reason) => {
    expect(readArguments(about, config, argv)).toEqual({ exitCode: 2, stderr: `citypass-example: ${reason} (--help shows its usage)\n` });
  });

  it('names an unknown flag alone when the command takes positionals too', () => {
    expect(readArguments(about, { ...config, allowPositionals: true }, ['list', '--bogus'])).toEqual({
      exitCode: 2,
      stderr: "citypass-example: Unknown option '--bogus' (--help shows its usage)\n",
    });
  });
});
