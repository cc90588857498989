import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ARTIFACTS } from './browser';
import type { RemoteName } from '@citypass/contracts';
import { freePort, freePorts } from '@citypass/stack';

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

/** A dev process started in a group of its own: stopped with everything it started, its output kept beside the failure traces. */
async function startDevProcess(args: string[], env: NodeJS.ProcessEnv, readyUrls: string[], logName: string, cleanUp = () => {}): Promise<() => Promise<void>> {
  const child = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, FORCE_COLOR: '0' } });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    await stopGroup(child);
    cleanUp();
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, logName), printed);
  };
  try {
    await waitForAll(readyUrls, child, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Test settings stay out of a dev process: it derives the BFF's addresses from the ports itself. */
function developerEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _test, PUBLIC_URL: _url, REMOTE_AUTH_URL: _a, REMOTE_ATTRACTIONS_URL: _b, REMOTE_BOOKINGS_URL: _c, ...env } = process.env;
  return env;
}

const local = (port: number) => `http://localhost:${port}`;

/**
 * `npm run dev` as a developer runs it, on ports the system hands out (so it runs beside
 * `npm start` and other loops), with its own database; resolves once every server answers.
 */
export async function startDevLoop(): Promise<DevLoop> {
  // Every port the loop binds is chosen here, its metrics' and its reservations service's too: a
  // port the system picked at bind time (0) could be one chosen here for a server not yet listening.
  const ports = await freePorts(['bff', 'shell', 'auth', 'attractions', 'bookings', 'upstream', 'metrics']);
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-dev-loop-'));
  const env = {
    ...developerEnv(),
    PORT: String(ports.bff),
    SHELL_DEV_PORT: String(ports.shell),
    AUTH_DEV_PORT: String(ports.auth),
    ATTRACTIONS_DEV_PORT: String(ports.attractions),
    BOOKINGS_DEV_PORT: String(ports.bookings),
    // The embedded reservations service on a port of its own, with its own data.
    UPSTREAM_PORT: String(ports.upstream),
    METRICS_PORT: String(ports.metrics),
    DATA_DIR: dataDir,
  };
  const remotes = { auth: local(ports.auth), attractions: local(ports.attractions), bookings: local(ports.bookings) };
  const ready = [`${local(ports.bff)}/healthz`, `${local(ports.shell)}/`, ...Object.values(remotes).map((origin) => `${origin}/mf-manifest.json`)];
  const stop = await startDevProcess(['run', 'dev'], env, ready, 'dev-loop.log', () => rmSync(dataDir, { recursive: true, force: true }));
  return { shell: local(ports.shell), remotes, stop };
}

/** One remote's dev server (`npm run dev -w @citypass/mf-<remote>`) on a free port, handing the BFF's calls to `bffPort`. */
export async function startRemoteDevServer(remote: RemoteName, bffPort: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const variable = `${remote.toUpperCase()}_DEV_PORT`;
  const env = { ...developerEnv(), PORT: String(bffPort), [variable]: String(port) };
  const stop = await startDevProcess(['run', 'dev', '-w', `@citypass/mf-${remote}`], env, [`${local(port)}/mf-manifest.json`], `dev-server-${remote}.log`);
  return { url: local(port), stop };
}
