import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { itAnswersHelpAndUnknownFlags } from '@citypass/command-line/testing';

// The teams' two commands, built and run as they are installed.
const PACKAGE = resolve(__dirname, '../..');

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', PACKAGE], { stdio: 'inherit' });
}, 120_000);

itAnswersHelpAndUnknownFlags('citypass-release', resolve(PACKAGE, 'bin/citypass-release.js'), [
  '--remote',
  '--dir',
  '--package-version',
  '--publish-only',
  'RELEASE_TOKEN',
  'RELEASES_URL',
  'RELEASES_DIR',
]);

itAnswersHelpAndUnknownFlags('citypass-releases', resolve(PACKAGE, 'bin/citypass-releases.js'), [
  ...['list', 'register', 'promote', 'rollback', 'canary', 'preview', 'history'],
  ...['--reason', '--percent', '--stop', '--for', '--path'],
  'RELEASE_TOKEN',
  'RELEASES_URL',
]);
