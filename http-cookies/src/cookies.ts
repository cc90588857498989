import { parse, serialize } from 'cookie';

// The product's cookies are the site's own (Path=/, no Domain), out of scripts' reach (HttpOnly),
// not sent on other sites' requests (SameSite=Lax), and Secure on https.

/** Until when a cookie is kept: `expires`, or absent, for the browser session. */
export interface CookieLifetime {
  secure: boolean;
  expires?: Date;
}

const parsed = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * A request's cookies, the first value of each name, URL-decoded where it decodes; parsed once
 * however many readers ask (the auth layer, the session reader, the language, the visitor's bucket).
 */
export function cookiesOf(req: { headers: { cookie?: string } }): ReadonlyMap<string, string> {
  let cookies = parsed.get(req);
  if (!cookies) {
    const values = Object.entries(parse(req.headers.cookie ?? ''));
    cookies = new Map(values.filter((entry): entry is [string, string] => entry[1] !== undefined));
    parsed.set(req, cookies);
  }
  return cookies;
}

/** A `Set-Cookie` value keeping `value` (URL-encoded) until `expires`, or for the browser session. */
export function keptCookie(name: string, value: string, { secure, expires }: CookieLifetime): string {
  return serialize(name, value, { path: '/', expires, httpOnly: true, sameSite: 'lax', secure });
}

/** A `Set-Cookie` value deleting the cookie `name`: empty, `Max-Age=0`, the same attributes. */
export function deletedCookie(name: string, secure: boolean): string {
  return serialize(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
}
