import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { chain, type NodeErrorHandler, type NodeHandler } from './node-handler';

interface FrontDoorOptions {
  /** The path under which `handlers` answer (case-insensitive, as Express mounts). */
  mount: string;
  /** What every answer under the mount goes through and then the handlers that answer it: the same functions the app runs. */
  handlers: readonly NodeHandler[];
  onError: NodeErrorHandler;
}

/**
 * The BFF's request listener. The product calls under the mount are answered on Node's own request
 * and response, without Express's work on every request (its request and response objects, each
 * layer of the app matched in turn), by the same middleware functions the app runs; everything
 * else goes to the app.
 */
export function frontDoor(app: Express, { mount, handlers, onError }: FrontDoorOptions): RequestListener {
  const serve = chain(handlers, onError);
  const prefix = mount.toLowerCase();
  const isUnderMount = (url: string) => {
    if (url.length < prefix.length || url.slice(0, prefix.length).toLowerCase() !== prefix) return false;
    const after = url[prefix.length];
    return after === undefined || after === '/' || after === '?';
  };
  return (req, res) => (isUnderMount(req.url ?? '') ? serve(req, res) : app(req, res));
}
