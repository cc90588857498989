import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/node-handler';

// A route's answer as a value; the router writes it, honouring the json mode of redirects.
export type AuthReply =
  | { type: 'json'; status: number; body: unknown; noCache?: boolean }
  | { type: 'redirect'; status: number; url: string }
  | { type: 'text'; status: number; body: string }
  | { type: 'html'; status: number; body: string };

export interface RouteResult {
  reply: AuthReply;
  cookies?: string[];
}

export const jsonReply = (body: unknown, status = 200): AuthReply => ({ type: 'json', status, body });
export const redirectReply = (url: string, status = 200): AuthReply => ({ type: 'redirect', status, url });

// On Node's own response, so a reply is written the same way in the Express router and on the
// front door; answers to the protocol's calls carry no ETag (none of them is cached).
export function writeReply(res: ServerResponse, reply: AuthReply, cookies: string[], jsonMode: boolean): void {
  if (cookies.length > 0) res.appendHeader('Set-Cookie', cookies);
  switch (reply.type) {
    case 'json':
      if (reply.noCache) {
        res.setHeader('Cache-Control', 'private, no-cache, no-store');
        res.setHeader('Pragma', 'no-cache');
        res.setHeader('Expires', '0');
      }
      sendJson(res, reply.status, reply.body);
      return;
    case 'redirect':
      if (jsonMode) sendJson(res, reply.status, { url: reply.url });
      else sendText(res, 302, 'text/plain', `Found. Redirecting to ${reply.url}`, reply.url);
      return;
    case 'text':
      sendText(res, reply.status, 'text/plain', reply.body);
      return;
    case 'html':
      sendText(res, reply.status, 'text/html', reply.body);
  }
}

function sendText(res: ServerResponse, status: number, type: string, body: string, location?: string): void {
  res.statusCode = status;
  // Our redirects go to URLs the protocol resolved against our own origin: already encoded.
  if (location !== undefined) res.setHeader('Location', location);
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function htmlPage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`;
}
