import { ROUTES } from '@citypass/contracts';

/** Where a signed-in visitor goes when no usable callbackUrl was given. */
export const DEFAULT_AFTER_SIGN_IN = ROUTES.attractions;

/**
 * The path to go to after signing in. Only this origin's pages are allowed: another origin,
 * protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`), control
 * characters and non-http schemes such as `javascript:` all fall back.
 */
export function safeCallbackPath(raw: string | null | undefined, origin: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw) return fallback;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value === '' || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, origin) : new URL(value);
  } catch {
    return fallback;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
