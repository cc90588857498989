import { deletedCookie, keptCookie } from '@citypass/http-cookies';

// A session value longer than one cookie can hold is split into `<name>.0`, `<name>.1`, ...
export const CHUNK_SIZE = 3933;

function isSessionCookieName(cookieName: string, sessionName: string): boolean {
  return cookieName === sessionName || (cookieName.startsWith(`${sessionName}.`) && /^\d+$/.test(cookieName.slice(sessionName.length + 1)));
}

function presentSessionCookieNames(cookies: ReadonlyMap<string, string>, sessionName: string): string[] {
  return [...cookies.keys()].filter((name) => isSessionCookieName(name, sessionName));
}

/** The session value, joining chunks by their numeric suffix; undefined when there is none. */
export function readSessionValue(cookies: ReadonlyMap<string, string>, sessionName: string): string | undefined {
  const chunks = presentSessionCookieNames(cookies, sessionName)
    .filter((name) => name !== sessionName)
    .map((name) => ({ index: Number(name.slice(sessionName.length + 1)), value: cookies.get(name) ?? '' }))
    .sort((a, b) => a.index - b.index);
  if (chunks.length > 0) return chunks.map((chunk) => chunk.value).join('');
  return cookies.get(sessionName) || undefined;
}

/** Set-Cookie lines writing the value (chunked when long) and deleting chunks it no longer uses. */
export function writeSessionCookies(options: {
  cookies: ReadonlyMap<string, string>;
  sessionName: string;
  value: string;
  expires: Date;
  secure: boolean;
}): string[] {
  const { cookies, sessionName, value, expires, secure } = options;
  const pieces =
    value.length <= CHUNK_SIZE
      ? [{ name: sessionName, value }]
      : Array.from({ length: Math.ceil(value.length / CHUNK_SIZE) }, (_, index) => ({
          name: `${sessionName}.${index}`,
          value: value.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE),
        }));
  const written = new Set(pieces.map((piece) => piece.name));
  const stale = presentSessionCookieNames(cookies, sessionName).filter((name) => !written.has(name));
  return [
    ...pieces.map((piece) => keptCookie(piece.name, piece.value, { secure, expires })),
    ...stale.map((name) => deletedCookie(name, secure)),
  ];
}

/** Set-Cookie lines deleting every session chunk present, and the plain name in any case. */
export function deleteSessionCookies(cookies: ReadonlyMap<string, string>, sessionName: string, secure: boolean): string[] {
  const names = new Set([sessionName, ...presentSessionCookieNames(cookies, sessionName)]);
  return [...names].map((name) => deletedCookie(name, secure));
}
