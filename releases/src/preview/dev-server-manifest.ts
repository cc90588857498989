import { MANIFEST_FILE } from '@citypass/contracts';

// A developer's dev server, as `GET /_preview/dev` takes it: on this machine only (a page must never
// be pointed at another host's code), http or https, no credentials in the address.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The dev server's manifest address for `url` (its folder, or the manifest itself); null when it is no dev server of this machine. */
export function devServerManifest(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 200) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !LOOPBACK_HOSTS.has(parsed.hostname) || parsed.username || parsed.password) return null;
  if (parsed.pathname.endsWith(`/${MANIFEST_FILE}`)) return `${parsed.origin}${parsed.pathname}`;
  const folder = parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`;
  return `${parsed.origin}${folder}${MANIFEST_FILE}`;
}
