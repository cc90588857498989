import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ARTIFACTS } from './browser';
import { freePorts } from '@citypass/stack';

const ROOT = resolve(__dirname, '../../..');
const STARTUP_MS = 150_000;

export interface DevLoop {
  shell: string;
  remotes: { auth: string; attractions: string; bookings: string };
  stop(): Promise<void>;
}

/** Stops the loop and everything it started: the whole process group, as Ctrl-C would. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const forced = setTimeout(() => signal('SIGKILL'), 10_000);
  return exited.then(() => {
    clearTimeout(forced);
    // Children that outlive npm (a dev server slow to stop) are in the same group.
    signal('SIGKILL');
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForAll(urls: string[], child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (child.exitCode !== null) throw new Error(`npm run dev stopped (exit ${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${[...pending].join(', ')} after ${STARTUP_MS / 1000} s:\n${output()}`);
    for (const url of [...pending]) if (await answers(url)) pending.delete(url);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/**
 * `npm run dev` as a developer runs it, on ports the system hands out (so it runs beside
 * `npm start` and other loops), with its own database; resolves once every server answers.
 */
export async function startDevLoop(): Promise<DevLoop> {
  const ports = await freePorts(['bff', 'shell', 'auth', 'attractions', 'bookings']);
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-dev-loop-'));
  // The loop derives the BFF's addresses from the ports itself; test settings stay out of it.
  const { NODE_ENV: _test, PUBLIC_URL: _url, REMOTE_AUTH_URL: _a, REMOTE_ATTRACTIONS_URL: _b, REMOTE_BOOKINGS_URL: _c, ...env } = process.env;
  const child = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(ports.bff),
      SHELL_DEV_PORT: String(ports.shell),
      AUTH_DEV_PORT: String(ports.auth),
      ATTRACTIONS_DEV_PORT: String(ports.attractions),
      BOOKINGS_DEV_PORT: String(ports.bookings),
      // The embedded reservations service on a port of its own, with its own data.
      UPSTREAM_PORT: '0',
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      FORCE_COLOR: '0',
    },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => printed;
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
    // What the servers said, beside the failure traces.
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'dev-loop.log'), printed);
  };

  const local = (port: number) => `http://localhost:${port}`;
  const remotes = { auth: local(ports.auth), attractions: local(ports.attractions), bookings: local(ports.bookings) };
  try {
    await waitForAll(
      [`${local(ports.bff)}/healthz`, `${local(ports.shell)}/`, ...Object.values(remotes).map((origin) => `${origin}/mf-manifest.json`)],
      child,
      output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { shell: local(ports.shell), remotes, stop };
}
