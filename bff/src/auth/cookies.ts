// Cookie names, attributes and the Cookie header, as the protocol writes them.
export interface CookieNames {
  session: string;
  callbackUrl: string;
  csrf: string;
}

export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? {
        session: '__Secure-next-auth.session-token',
        callbackUrl: '__Secure-next-auth.callback-url',
        csrf: '__Host-next-auth.csrf-token',
      }
    : {
        session: 'next-auth.session-token',
        callbackUrl: 'next-auth.callback-url',
        csrf: 'next-auth.csrf-token',
      };
}

interface CookieAttributes {
  secure: boolean;
  expires?: Date;
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/'];
  if (attributes.expires) parts.push(`Expires=${attributes.expires.toUTCString()}`);
  parts.push('HttpOnly', 'SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

export function serializeCookieDeletion(name: string, secure: boolean): string {
  const parts = [`${name}=`, 'Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The first value of each cookie name, URL-decoded where it decodes. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    cookies.set(name, decodeOrKeep(value));
  }
  return cookies;
}

const parsedCookies = new WeakMap<object, ReadonlyMap<string, string>>();

/** A request's cookies, parsed once however many readers ask (the auth layer, the session reader, the visitor's bucket). */
export function cookiesOf(req: { headers: { cookie?: string } }): ReadonlyMap<string, string> {
  let cookies = parsedCookies.get(req);
  if (!cookies) {
    cookies = parseCookieHeader(req.headers.cookie);
    parsedCookies.set(req, cookies);
  }
  return cookies;
}

function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
