const { spawnSync } = require('node:child_process');

/**
 * @typedef {object} CommandRun
 * @property {number | null} status
 * @property {string} stdout
 * @property {string} stderr
 */

/**
 * A command run as a process, as people run it: its exit status and what it wrote.
 * @param {string} script the file node runs (a package's bin, a script)
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, timeout?: number }} [options]
 * @returns {CommandRun}
 */
function runCommand(script, args, options = {}) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
    timeout: options.timeout ?? 30_000,
  });
  return { status, stdout, stderr };
}

/**
 * The two answers every command of ours gives, as jest tests of the file that calls it: `--help` prints a usage naming each of
 * `mentions` (its flags, arguments and the variables it reads) and exits 0; `--bogus` is named on
 * one line of stderr, with exit 2 and nothing on stdout.
 * @param {string} name
 * @param {string} script
 * @param {string[]} mentions
 */
function itAnswersHelpAndUnknownFlags(name, script, mentions) {
  it(`${name} --help prints its usage, naming its flags and variables, and exits 0`, () => {
    const run = runCommand(script, ['--help']);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Usage: /);
    for (const mention of mentions) expect(run.stdout).toContain(mention);
  });

  it(`${name} --bogus is named on one line of stderr, with exit 2`, () => {
    expect(runCommand(script, ['--bogus'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `${name}: Unknown option '--bogus' (--help shows its usage)\n`,
    });
  });
}

module.exports = { itAnswersHelpAndUnknownFlags, runCommand };
