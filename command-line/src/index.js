const { parseArgs } = require('node:util');

// Every command of ours reads its arguments through here: node:util's parseArgs, strictly, with
// `--help` (`-h`) added. `--help` prints the usage and exits 0; an argument the command does not
// take is named on one line of stderr with exit 2, never a stack trace.

/** @typedef {import('node:util').ParseArgsConfig} ParseArgsConfig */

/**
 * @typedef {object} CommandAbout
 * @property {string} name The command as people type it, which a refusal starts with.
 * @property {string | ((positionals: string[]) => string)} usage What `--help` prints, or makes from the positionals (a command's own usage).
 */

/**
 * @template {ParseArgsConfig} T
 * @typedef {{ parsed: ReturnType<typeof parseArgs<T>> } | { exitCode: 0, stdout: string } | { exitCode: 2, stderr: string }} CommandLineAnswer
 */

const HELP = /** @type {const} */ ({ type: 'boolean', short: 'h' });

/**
 * parseArgs' own refusals, by their codes (a TypeError of another realm under jest fails instanceof).
 * @param {unknown} error
 * @returns {error is Error}
 */
const isArgumentError = (error) => typeof error === 'object' && error !== null && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_');

/**
 * The arguments, or what to print and the exit code instead: a pure reading, for a command whose
 * output goes elsewhere than the process's own streams.
 * @template {ParseArgsConfig} T
 * @param {CommandAbout} about
 * @param {T} config parseArgs' options and allowPositionals (strict always; `args` comes from `argv`)
 * @param {string[]} argv
 * @returns {CommandLineAnswer<T>}
 */
function readArguments(about, config, argv) {
  let parsed;
  try {
    parsed = parseArgs({ ...config, args: argv, strict: true, options: { ...config.options, help: HELP } });
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    // Node's advice on positionals that start with '-' says nothing to someone who mistyped a flag.
    const reason = error.message.replace(/\. To specify a positional argument .*$/, '');
    return { exitCode: 2, stderr: `${about.name}: ${reason} (--help shows its usage)\n` };
  }
  if ('help' in parsed.values) {
    const usage = typeof about.usage === 'string' ? about.usage : about.usage(parsed.positionals);
    return { exitCode: 0, stdout: usage.endsWith('\n') ? usage : `${usage}\n` };
  }
  return { parsed: /** @type {ReturnType<typeof parseArgs<T>>} */ (parsed) };
}

/**
 * `readArguments` at a process's edge: the arguments, or the usage or refusal written to the
 * process's stdout or stderr and the process ended with its code.
 * @template {ParseArgsConfig} T
 * @param {CommandAbout} about
 * @param {T} config
 * @param {string[]} [argv]
 * @returns {ReturnType<typeof parseArgs<T>>}
 */
function readCommandLine(about, config, argv = process.argv.slice(2)) {
  const answer = readArguments(about, config, argv);
  if ('parsed' in answer) return answer.parsed;
  if (answer.exitCode === 0) process.stdout.write(answer.stdout);
  else process.stderr.write(answer.stderr);
  return process.exit(answer.exitCode);
}

/**
 * One refusal of a command line that parsed but means nothing (a value out of range, a flag
 * missing): its lines on stderr, then exit 2, as an unknown flag ends.
 * @param {CommandAbout} about
 * @param {string[]} problems
 * @returns {never}
 */
function refuseCommandLine(about, problems) {
  process.stderr.write(problems.map((problem) => `${about.name}: ${problem}\n`).join(''));
  return process.exit(2);
}

module.exports = { readArguments, readCommandLine, refuseCommandLine };
