import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeGracefully } from './close-gracefully';

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('closeGracefully', () => {
  it('stops accepting, lets the in-flight request finish, then resolves', async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const { server, url } = await serve((_req, res) => {
      arrived();
      setTimeout(() => res.end('finished'), 300);
    });

    const slow = fetch(`${url}/slow`).then(async (answer) => ({ status: answer.status, body: await answer.text() }));
    await inFlight;
    let closed = false;
    const closing = closeGracefully(server).then(() => (closed = true));

    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(closed).toBe(false);
    expect(await slow).toEqual({ status: 200, body: 'finished' });
    await closing;
    expect(server.listening).toBe(false);
  });

  it('cuts connections that outlive the deadline', async () => {
    const { server, url } = await serve(() => undefined);
    const stuck = fetch(`${url}/stuck`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeGracefully(server, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toEqual(expect.objectContaining({ message: 'fetch failed' }));
  });
});
