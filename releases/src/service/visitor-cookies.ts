import type { IncomingMessage } from 'node:http';
import { parse, serialize } from 'cookie';

// The release service's own cookies (the visitor's bucket, a browser's previews): read from the
// request, written HttpOnly and SameSite=Lax for the whole site, Secure on https.

/** The value of the request's cookie `name`, or undefined. */
export function cookieOf(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  return req.headers.cookie ? parse(req.headers.cookie)[name] : undefined;
}

/** A `Set-Cookie` value keeping `value` until `expires`. */
export function keptCookie(name: string, value: string, { secure, expires }: { secure: boolean; expires: Date }): string {
  return serialize(name, value, { path: '/', expires, httpOnly: true, sameSite: 'lax', secure });
}

/** A `Set-Cookie` value that deletes the cookie `name`. */
export function deletedCookie(name: string, secure: boolean): string {
  return serialize(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
}
