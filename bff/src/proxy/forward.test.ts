import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { forward, UPSTREAM_IDLE_MS } from './forward';

/**
 * An upstream that keeps connections alive and closes one just as the next call arrives on it, as
 * a server does when its keep-alive time-out ends at that moment: the first call on a connection
 * is answered, a second one on the same connection is read and then the connection is closed.
 */
async function upstreamClosingReusedConnections() {
  const calls: string[] = [];
  const open = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket: Socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let answered = 0;
    let buffered = '';
    socket.on('data', (data) => {
      buffered += data.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffered.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      buffered = '';
      calls.push(head.split(' ', 1)[0] ?? '');
      answered += 1;
      if (answered > 1) {
        socket.destroy();
        return;
      }
      const body = '{"ok":true}';
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

/** A call's answer as the visitor gets it: a success's JSON read from its stream, an error's as written. */
const call = async (url: string, method: string, body?: unknown) => {
  const answer = await forward({ url: `${url}/offers`, method, headers: { 'content-type': 'application/json' }, body, timeoutMs: 2000, clientGone: new AbortController().signal });
  if (!answer.stream) return answer;
  const chunks: Buffer[] = [];
  for await (const chunk of answer.stream.body) chunks.push(chunk as Buffer);
  return { status: answer.status, json: Buffer.concat(chunks).toString('utf8') };
};

describe('forwarding over kept-alive upstream connections', () => {
  let upstream: Awaited<ReturnType<typeof upstreamClosingReusedConnections>>;
  beforeEach(async () => {
    upstream = await upstreamClosingReusedConnections();
  });
  afterEach(() => upstream.close());

  it('sends a read again on a new connection when the upstream closes the reused one under it', async () => {
    expect(await call(upstream.url, 'GET')).toEqual({ status: 200, json: '{"ok":true}' });
    expect(await call(upstream.url, 'GET')).toEqual({ status: 200, json: '{"ok":true}' });
    expect(upstream.connections()).toBe(2);
    expect(upstream.calls).toEqual(['GET', 'GET', 'GET']);
  });

  it('does not send a booking twice: it answers that the upstream is unavailable', async () => {
    await call(upstream.url, 'GET');
    const answer = await call(upstream.url, 'POST', [{ offer_id: 'ams-rijksmuseum' }]);
    expect(answer).toMatchObject({ status: 502, json: '{"error_code":"UPSTREAM_UNAVAILABLE"}' });
    expect(upstream.calls).toEqual(['GET', 'POST']);
  });

  it('sends a read once more only: when the next connection is closed under it too, the upstream is unavailable', async () => {
    // Two connections, each answered once and now kept alive: the next read finds both closed in turn.
    await Promise.all([call(upstream.url, 'GET'), call(upstream.url, 'GET')]);
    expect(upstream.connections()).toBe(2);
    expect(await call(upstream.url, 'GET')).toMatchObject({ status: 502, json: '{"error_code":"UPSTREAM_UNAVAILABLE"}' });
    expect(upstream.calls).toEqual(['GET', 'GET', 'GET', 'GET']);
  });
});

test('closes a kept-alive connection left idle before an upstream with Node\'s keep-alive time-out would', async () => {
  const closedBy: string[] = [];
  const server = createHttpServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
  // Node's default: a connection idle this long is closed by the server, under any call sent on it then.
  server.keepAliveTimeout = 5000;
  server.on('connection', (socket: Socket) => {
    socket.on('end', () => closedBy.push('the BFF'));
    socket.on('close', () => closedBy.length === 0 && closedBy.push('the upstream'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    expect(await call(`http://127.0.0.1:${port}`, 'GET')).toEqual({ status: 200, json: '{"ok":true}' });
    expect(UPSTREAM_IDLE_MS).toBeLessThan(server.keepAliveTimeout);
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_IDLE_MS + 500));
    expect(closedBy).toEqual(['the BFF']);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}, 10_000);
