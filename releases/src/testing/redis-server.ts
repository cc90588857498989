import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * A throwaway redis-server on loopback and a port of its own, keeping nothing on disk; it can be
 * stopped and started again on the same port, as an outage and a recovery.
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on its port, with nothing in it. */
  async restart(): Promise<void> {
    if (this.child) return;
    const child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.once('error', (error) => (this.output += `${error.message}\n`));
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (!this.output.includes('Ready to accept connections')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        this.child = null;
        throw new Error(`redis-server (${REDIS_SERVER}) did not start: install Debian's redis-server package\n${this.output}`);
      }
      await sleep(20);
    }
  }

  /** Freezes it (SIGSTOP), as a hung server or a lost network would: connections stay open, nothing answers. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** Stops it, as an outage would: clients see their connections drop. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.output = '';
    if (!child || child.exitCode !== null) return;
    child.kill('SIGCONT');
    await new Promise<void>((exited) => {
      child.once('exit', () => exited());
      child.kill('SIGKILL');
    });
  }
}
