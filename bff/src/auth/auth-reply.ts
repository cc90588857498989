import type { Response } from 'express';
import type { PageLanguage } from '@citypass/contracts';
import escapeHtml from 'escape-html';
import { inLanguage, setLanguageHeaders } from '../languages/page-language';

// A route's answer as a value; the router writes it, honouring the json mode of redirects.
export type AuthReply =
  | { type: 'json'; status: number; body: unknown; noCache?: boolean }
  | { type: 'redirect'; status: number; url: string }
  | { type: 'text'; status: number; body: string }
  | { type: 'html'; status: number; body: string; language: PageLanguage };

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
      setLanguageHeaders(res, reply.language);
      res.status(reply.status).type('html').send(reply.body);
  }
}

/** A bare page in the visitor's language: a heading and a paragraph, as text. */
export function htmlPage(language: PageLanguage, title: string, message: string): string {
  const [heading, text] = [escapeHtml(title), escapeHtml(message)];
  return inLanguage(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${heading}</title></head><body><h1>${heading}</h1><p>${text}</p></body></html>`, language);
}
