import type { AuthUrls } from './auth-urls';

// Where to send the visitor after sign-in or sign-out: only ever somewhere on our own origin.

/** A relative path or a same-origin absolute URL is kept; anything else becomes the origin. */
export function resolveCallbackUrl(candidate: string | undefined, urls: AuthUrls): string {
  if (!candidate) return urls.origin;
  if (candidate.startsWith('/')) return `${urls.origin}${candidate}`;
  try {
    return new URL(candidate).origin === urls.origin ? candidate : urls.origin;
  } catch {
    return urls.origin;
  }
}

/** The assertion the protocol makes on the query and cookie values: an http(s) URL. */
export function isHttpUrl(value: string, urls: AuthUrls): boolean {
  try {
    const url = value.startsWith('/') ? new URL(value, urls.base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
