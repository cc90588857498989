import { createServer, type AddressInfo, type Server } from 'node:net';

// No port is assumed free: not the product's defaults (a running `npm start` holds them) nor any
// fixed range (other runs of this suite may hold it). The system hands out ports nobody listens on.

function holdAnyPort(): Promise<Server> {
  return new Promise((held, failed) => {
    // No host: both loopbacks (127.0.0.1 and ::1, where `localhost` may go) must be free.
    const server = createServer().listen(0, () => held(server));
    server.once('error', failed);
  });
}

/**
 * A distinct port nobody listens on for each name: all are held at once (so none is handed out
 * twice), then released for the servers about to listen on them.
 */
export async function freePorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
  const held: [Name, Server][] = [];
  try {
    for (const name of names) held.push([name, await holdAnyPort()]);
    return Object.fromEntries(held.map(([name, server]) => [name, (server.address() as AddressInfo).port])) as Record<Name, number>;
  } finally {
    await Promise.all(held.map(([, server]) => new Promise((closed) => server.close(closed))));
  }
}

export async function freePort(): Promise<number> {
  return (await freePorts(['port'])).port;
}
