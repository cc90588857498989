import type { IncomingMessage, ServerResponse } from 'node:http';

// Middleware on Node's own request and response: the same function serves in the Express app and
// on the path that answers product calls before it (front-door.ts).
export type Next = (error?: unknown) => void;
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
export type NodeErrorHandler = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Runs the handlers in turn, as Express would: each one calls `next` to go on, or `next(error)` to end in `onError`. */
export function chain(handlers: readonly NodeHandler[], onError: NodeErrorHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let index = 0;
    const next: Next = (error) => {
      if (error !== undefined) return onError(error, req, res, next);
      const handler = handlers[index++];
      if (!handler) return;
      try {
        handler(req, res, next);
      } catch (thrown) {
        onError(thrown, req, res, next);
      }
    };
    next();
  };
}

/** Answers JSON with a status, as Express's `res.status().json()` does, without its ETag. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
