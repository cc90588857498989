import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain, isDraining } from './drain';

// A server whose health check reads the mark, and whose /slow answers after 300 ms.
async function start(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.statusCode = isDraining(req) ? 503 : 200;
      res.end(JSON.stringify({ status: isDraining(req) ? 'draining' : 'ok' }));
    } else setTimeout(() => res.end('finished'), 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function request(port: number, path: string, agent?: Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    }).on('error', reject);
  });
}

describe('drain', () => {
  let server: Server;
  let port: number;
  beforeEach(async () => ({ server, port } = await start()));
  afterEach(() => server.listening && server.close());

  it('answers the health check 503 draining at once, and closes kept-alive connections after each answer', async () => {
    const agent = new Agent({ keepAlive: true });
    expect(await request(port, '/healthz', agent)).toEqual({ status: 200, connection: 'keep-alive', body: '{"status":"ok"}' });

    const draining = drain(server, 400);
    expect(await request(port, '/healthz', agent)).toEqual({ status: 503, connection: 'close', body: '{"status":"draining"}' });
    expect(await request(port, '/page', agent)).toEqual({ status: 200, connection: 'close', body: 'finished' });
    agent.destroy();
    await draining;
  });

  it('keeps serving for the delay, then refuses new connections once the requests in flight have finished', async () => {
    const started = Date.now();
    let drained = 0;
    const draining = drain(server, 500).then(() => (drained = Date.now() - started));
    await new Promise((resolve) => setTimeout(resolve, 350));
    // Still arriving at 350 ms, answered at 650 ms: after the delay, before the port closes.
    const inFlight = request(port, '/page');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(request(port, '/page')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'finished' });
    await draining;
    expect(drained).toBeGreaterThanOrEqual(600);
    expect(server.listening).toBe(false);
  });
});
