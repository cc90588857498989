import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@citypass/stack';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function config(dir: string, port: number, backends: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  log_format backend '$upstream_addr $request';
  access_log ${join(dir, 'access.log')} backend;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream bffs {
    ${backends.map((backend) => `server 127.0.0.1:${backend};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://bffs;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

/** nginx on loopback, round-robin over the given BFF ports, its files in a temp folder. */
export class RoundRobinProxy {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'citypass-nginx-'));

  /** On a free port; the backends come at the start, since they need the proxy's address first. */
  static async create(): Promise<RoundRobinProxy> {
    return new RoundRobinProxy(await freePort());
  }

  private constructor(readonly port: number) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts nginx in front of the BFFs listening on these ports. */
  async start(backends: number[]): Promise<void> {
    mkdirSync(join(this.dir, 'logs'), { recursive: true });
    const file = join(this.dir, 'nginx.conf');
    writeFileSync(file, config(this.dir, this.port, backends));
    this.child = spawn(NGINX, ['-p', this.dir, '-c', file], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(this.dir, 'error.log'), 'utf8')}`);
      try {
        await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('nginx did not start');
  }

  /** Which backend answered each request: `[address, request line]`. */
  accessLog(): [string, string][] {
    return readFileSync(join(this.dir, 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const space = line.indexOf(' ');
        return [line.slice(0, space), line.slice(space + 1)];
      });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
