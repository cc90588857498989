import type { IncomingMessage, RequestListener } from 'node:http';
import type { Express } from 'express';
import { chain, type NodeErrorHandler, type NodeHandler } from './node-handler';

/** Calls the front door answers itself: which requests, and the handlers that answer them. */
export interface FrontDoorRoute {
  matches(req: IncomingMessage): boolean;
  /** What every answer goes through and then what answers it: the same functions the app runs. */
  handlers: readonly NodeHandler[];
}

interface FrontDoorOptions {
  routes: readonly FrontDoorRoute[];
  onError: NodeErrorHandler;
}

/**
 * The path of `url` under `mount` (given in lower case; matched in any case, as Express mounts),
 * without its query; null when the URL is not under it.
 */
export function pathUnder(mount: string, url: string): string | null {
  if (url.length < mount.length || url.slice(0, mount.length).toLowerCase() !== mount) return null;
  const after = url[mount.length];
  if (after !== undefined && after !== '/' && after !== '?') return null;
  const queryAt = url.indexOf('?', mount.length);
  return url.slice(mount.length, queryAt < 0 ? undefined : queryAt);
}

/**
 * The BFF's request listener. The product calls and the session read are answered on Node's own
 * request and response, without Express's work on every request (its request and response
 * objects, each layer of the app matched in turn), by the same middleware functions the app runs;
 * everything else goes to the app.
 */
export function frontDoor(app: Express, { routes, onError }: FrontDoorOptions): RequestListener {
  const served = routes.map((route) => ({ matches: route.matches, serve: chain(route.handlers, onError) }));
  return (req, res) => {
    for (const route of served) if (route.matches(req)) return route.serve(req, res);
    return app(req, res);
  };
}
