import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, freePorts } from './free-ports';

export const REMOTES = { auth: 'mf-auth', attractions: 'mf-attractions', bookings: 'mf-bookings' } as const;
export type RemoteName = keyof typeof REMOTES;

const ROOT = resolve(__dirname, '../../..');
const BFF_DIST = join(ROOT, 'bff/dist');

export interface StackOptions {
  brand?: string;
  remotesFile?: string;
  dataDir?: string;
  secret?: string;
  /** The origin visitors use, when a proxy stands in front of the BFF; default the BFF's own. */
  publicUrl?: string;
  /** Another upstream to use instead of the embedded one. */
  upstreamUrl?: string;
  env?: Record<string, string>;
}

/** Where a stack's servers listen: ports the system handed out, never fixed ones. */
export interface StackPorts {
  bff: number;
  auth: number;
  attractions: number;
  bookings: number;
  upstream: number;
}

export interface StackInfo {
  url: string;
  bffUrl: string;
  upstreamUrl: string;
  remoteUrl: Record<RemoteName, string>;
  dataDir: string;
  secret: string;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} was up:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

function run(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A server that dies on its own leaves its last words in the test output.
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') process.stderr.write(`[${args.join(' ')}] exited (${code ?? signal}):\n${log}\n`);
  });
  return { child, output: () => log };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The built product, started as `npm start` starts it, on ports of its own. */
export class Stack {
  readonly info: StackInfo;
  private bff?: ChildProcess;
  private readonly remotes = new Map<number, ChildProcess>();
  private readonly ownsDataDir: boolean;

  /** A stack on free ports (nothing runs until `start`). */
  static async create(options: StackOptions = {}): Promise<Stack> {
    return new Stack(options, await freePorts(['bff', 'auth', 'attractions', 'bookings', 'upstream']));
  }

  private constructor(
    private readonly options: StackOptions,
    readonly ports: StackPorts,
  ) {
    this.ownsDataDir = !options.dataDir;
    this.info = {
      url: options.publicUrl ?? `http://localhost:${ports.bff}`,
      bffUrl: `http://localhost:${ports.bff}`,
      upstreamUrl: options.upstreamUrl ?? `http://127.0.0.1:${ports.upstream}`,
      remoteUrl: {
        auth: `http://localhost:${ports.auth}`,
        attractions: `http://localhost:${ports.attractions}`,
        bookings: `http://localhost:${ports.bookings}`,
      },
      dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'citypass-e2e-')),
      secret: options.secret ?? randomBytes(32).toString('hex'),
    };
  }

  async start(): Promise<this> {
    await Promise.all((Object.keys(REMOTES) as RemoteName[]).map((name) => this.startRemote(name)));
    await this.startBff();
    return this;
  }

  async startBff(extraEnv: Record<string, string> = {}): Promise<void> {
    const { url, bffUrl, upstreamUrl, remoteUrl, dataDir, secret } = this.info;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      // Production refuses placeholder contact links; the variables below win over the file's other settings.
      DEPLOYMENT_FILE: join(ROOT, 'e2e/src/harness/deployment-settings.json'),
      PORT: String(this.ports.bff),
      PUBLIC_URL: url,
      AUTH_SECRET: secret,
      ...(this.options.upstreamUrl ? { UPSTREAM_URL: upstreamUrl } : { UPSTREAM_PORT: String(this.ports.upstream) }),
      DATA_DIR: dataDir,
      SHELL_DIST: join(ROOT, 'shell/dist'),
      BRAND: this.options.brand ?? 'legacy',
      TEST_SCENARIOS: 'on',
      LOG_LEVEL: 'warn',
      // Every journey signs in from one address: the limits are for the public, not for the suite.
      SIGN_IN_RATE_LIMIT: '100000',
      LOG_RATE_LIMIT: '100000',
      REMOTE_AUTH_URL: `${remoteUrl.auth}/mf-manifest.json`,
      REMOTE_ATTRACTIONS_URL: `${remoteUrl.attractions}/mf-manifest.json`,
      REMOTE_BOOKINGS_URL: `${remoteUrl.bookings}/mf-manifest.json`,
      ...(this.options.remotesFile ? { REMOTES_FILE: this.options.remotesFile } : {}),
      ...this.options.env,
      ...extraEnv,
    };
    const { child, output } = run([join(BFF_DIST, 'server.js')], env);
    this.bff = child;
    await waitForHealth(`${bffUrl}/healthz`, child, output);
  }

  async stopBff(): Promise<void> {
    await stop(this.bff);
  }

  /** Starts a remote's build on its own port, or on `port` (from `freePort`) for another build of it. */
  async startRemote(name: RemoteName, dir = join(ROOT, REMOTES[name], 'dist'), port?: number): Promise<void> {
    const listenPort = port ?? Number(new URL(this.info.remoteUrl[name]).port);
    const { child, output } = run(
      [join(BFF_DIST, 'cli/serve-remote.js'), '--dir', dir, '--port', String(listenPort), '--app-origin', this.info.url],
      {},
    );
    this.remotes.set(listenPort, child);
    await waitForHealth(`http://127.0.0.1:${listenPort}/healthz`, child, output);
  }

  async stopRemote(name: RemoteName, port?: number): Promise<void> {
    const listenPort = port ?? Number(new URL(this.info.remoteUrl[name]).port);
    await stop(this.remotes.get(listenPort));
    this.remotes.delete(listenPort);
  }

  async stop(): Promise<void> {
    await Promise.all([stop(this.bff), ...[...this.remotes.values()].map(stop)]);
    if (this.ownsDataDir) rmSync(this.info.dataDir, { recursive: true, force: true });
  }
}

/** The reference reservations service in a process of its own, to stop and start in a test. */
export class UpstreamProcess {
  private child?: ChildProcess;

  /** On a free port, kept across restarts. */
  static async create(dataDir: string): Promise<UpstreamProcess> {
    return new UpstreamProcess(await freePort(), dataDir);
  }

  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const { child, output } = run(
      [join(ROOT, 'bff/reservations-service/dist/cli/serve.js'), '--port', String(this.port), '--data-dir', this.dataDir],
      {},
    );
    this.child = child;
    await waitForHealth(`${this.url}/healthz`, child, output);
    return this;
  }

  async stop(): Promise<void> {
    await stop(this.child);
  }
}
