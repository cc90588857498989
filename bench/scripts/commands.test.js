const { join } = require('node:path');
const { itAnswersHelpAndUnknownFlags, runCommand } = require('@citypass/command-line/testing');

// The benchmark's commands, as far as their command line: measuring is `npm run bench`'s.
itAnswersHelpAndUnknownFlags('npm run bench', join(__dirname, 'run.js'), [
  ...['--runs', '--load-seconds', '--rebuild-monolith', '--lighthouse-only', '--lighthouse-loads', '--load-only'],
  'CHROMIUM_PATH',
]);

itAnswersHelpAndUnknownFlags('npm run bench:observability', join(__dirname, 'observability-cost.js'), ['--before', '--load-seconds']);

itAnswersHelpAndUnknownFlags('npm run bench:offline', join(__dirname, 'offline-cost.js'), ['--runs']);

test('npm run bench:offline refuses a number of visitors that is no whole number, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'offline-cost.js'), ['--runs', 'many'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:offline: --runs: give a whole number of visitors, such as 3\n',
  });
});

itAnswersHelpAndUnknownFlags('npm run bench:mail', join(__dirname, 'booking-mail-cost.js'), ['--bookings']);

test('npm run bench:mail refuses a number of bookings that is no whole number, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'booking-mail-cost.js'), ['--bookings', 'many'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:mail: --bookings: give a whole number of bookings, at least 10\n',
  });
});

itAnswersHelpAndUnknownFlags('npm run bench:main-thread', join(__dirname, 'main-thread.js'), ['--loads', '--before']);

test('npm run bench:main-thread refuses a number of loads that is no whole number, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'main-thread.js'), ['--loads', '0'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:main-thread: --loads: give a whole number of loads, at least 1\n',
  });
});

itAnswersHelpAndUnknownFlags('npm run bench:server-profile', join(__dirname, 'server-profile.js'), ['--seconds']);

test('npm run bench:server-profile refuses seconds that are no whole number, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'server-profile.js'), ['--seconds', 'long'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:server-profile: --seconds: give a whole number of seconds, at least 1\n',
  });
});

itAnswersHelpAndUnknownFlags('npm run bench:returning', join(__dirname, 'returning-visitor.js'), ['--runs']);

itAnswersHelpAndUnknownFlags('npm run bench:fleet', join(__dirname, 'fleet-propagation.js'), ['<rounds>', 'NGINX_PATH', 'REDIS_SERVER_PATH']);

test('npm run bench:fleet refuses rounds that are no whole number, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'fleet-propagation.js'), ['lots'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:fleet: <rounds>: give one whole number of rounds, such as 50\n',
  });
});

itAnswersHelpAndUnknownFlags('npm run bench:canary', join(__dirname, 'canary-stop.js'), ['--rounds', '--percent', '--rate']);

test('npm run bench:canary refuses a share that is no whole percent, on one line with exit 2', () => {
  expect(runCommand(join(__dirname, 'canary-stop.js'), ['--percent', '150'])).toEqual({
    status: 2,
    stdout: '',
    stderr: 'npm run bench:canary: --percent: give a whole share from 1 to 100, such as 10\n',
  });
});
