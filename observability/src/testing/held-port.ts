import { createServer, type AddressInfo } from 'node:net';

export interface HeldPort {
  port: number;
  release(): Promise<void>;
}

/** A port on 127.0.0.1 this process holds, as another process would: for a start that finds its port taken. */
export function holdPort(): Promise<HeldPort> {
  return new Promise((held, failed) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      held({ port, release: () => new Promise((closed) => server.close(() => closed())) });
    });
    server.once('error', failed);
  });
}
