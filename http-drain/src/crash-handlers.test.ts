import { execFileSync, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { join, resolve } from 'node:path';
import { installCrashHandlers } from './crash-handlers';

const PACKAGE = resolve(__dirname, '..');

function installed() {
  const source = new EventEmitter();
  const logged: Array<{ details: { err: unknown }; message: string }> = [];
  const exits: number[] = [];
  installCrashHandlers(source, { fatal: (details, message) => logged.push({ details, message }) }, (code) => exits.push(code));
  return { source, logged, exits };
}

describe('a crash', () => {
  it('from an uncaught exception is logged with its error, then the process exits 1', () => {
    const { source, logged, exits } = installed();
    const error = new Error('boom');
    source.emit('uncaughtException', error);
    expect(logged).toEqual([{ details: { err: error }, message: 'uncaught exception' }]);
    expect(exits).toEqual([1]);
  });

  it('from an unhandled rejection is logged with its reason, then the process exits 1', () => {
    const { source, logged, exits } = installed();
    source.emit('unhandledRejection', 'not even an error');
    expect(logged).toEqual([{ details: { err: 'not even an error' }, message: 'unhandled rejection' }]);
    expect(exits).toEqual([1]);
  });

  it('in a real process with pino is one JSON line with the stack, and a non-zero exit', () => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', PACKAGE], { stdio: 'inherit' });
    const script = [
      `const { installCrashHandlers } = require(${JSON.stringify(join(PACKAGE, 'dist/crash-handlers.js'))});`,
      `installCrashHandlers(process, require('pino')(), (code) => process.exit(code));`,
      `setTimeout(() => Promise.reject(new Error('lost the database')), 10);`,
      `setTimeout(() => {}, 5000);`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['-e', script], { cwd: PACKAGE, encoding: 'utf8', timeout: 10_000 });
    expect(child.status).toBe(1);
    const lines = child.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 60, msg: 'unhandled rejection', err: { message: 'lost the database' } });
    expect(line.err.stack).toMatch(/Error: lost the database\n\s+at /);
  }, 60_000);
});
