/** The query parameter a magic link carries its token in (spec: "a magic-link token in the query"). */
const MAGIC_LINK_QUERY = 'token';

function isTokenParameter(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === MAGIC_LINK_QUERY;
  } catch {
    return false;
  }
}

/**
 * Splits a page address (path, query and hash) into its magic-link token and the address
 * without it. The other query parameters stay exactly as they were written.
 */
export function splitMagicLinkToken(address: string): { token: string | undefined; address: string } {
  const url = new URL(address, 'http://page.invalid');
  const token = url.searchParams.get(MAGIC_LINK_QUERY) || undefined;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !isTokenParameter(part));
  const search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return { token, address: `${url.pathname}${search}${url.hash}` };
}

/**
 * Takes a magic-link token out of the address bar (replacing the entry, not adding one) and
 * returns it. Run before anything reads the address (the router, analytics, the sign-in guard),
 * so the token never reaches a return address, a log line or an analytics event.
 */
export function takeMagicLinkToken(): string | undefined {
  const { pathname, search, hash } = window.location;
  if (search === '') return undefined;
  const { token, address } = splitMagicLinkToken(`${pathname}${search}${hash}`);
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', address);
  return token;
}
