import type { Response } from 'express';

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

// Answers to the protocol's calls are written as the reference writes them: a redirect outside
// json mode is a plain-text 302.
export function writeReply(res: Response, reply: AuthReply, cookies: string[], jsonMode: boolean): void {
  if (cookies.length > 0) res.append('Set-Cookie', cookies);
  switch (reply.type) {
    case 'json':
      if (reply.noCache) res.set({ 'Cache-Control': 'private, no-cache, no-store', Pragma: 'no-cache', Expires: '0' });
      res.status(reply.status).json(reply.body);
      return;
    case 'redirect':
      if (jsonMode) res.status(reply.status).json({ url: reply.url });
      else res.status(302).location(reply.url).type('text/plain').send(`Found. Redirecting to ${reply.url}`);
      return;
    case 'text':
      res.status(reply.status).type('text/plain').send(reply.body);
      return;
    case 'html':
      res.status(reply.status).type('html').send(reply.body);
  }
}

export function htmlPage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`;
}
