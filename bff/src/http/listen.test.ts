import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeGracefully, listen } from './listen';

describe('closeGracefully', () => {
  it('stops accepting, lets the in-flight request finish, then resolves', async () => {
    const app = express();
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', (_req, res) => {
      arrived();
      setTimeout(() => res.json({ finished: true }), 300);
    });
    const server = await listen(app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const slow = fetch(`${url}/slow`).then(async (answer) => ({ status: answer.status, body: await answer.json() }));
    await inFlight;
    let closed = false;
    const closing = closeGracefully(server).then(() => (closed = true));

    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(closed).toBe(false);
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    await closing;
    expect(server.listening).toBe(false);
  });

  it('cuts connections that outlive the deadline', async () => {
    const app = express();
    app.get('/stuck', () => undefined);
    const server = await listen(app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stuck = fetch(`${url}/stuck`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeGracefully(server, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toEqual(expect.objectContaining({ message: 'fetch failed' }));
  });
});
