import { remoteFileIntegrity } from '../federation/script-integrity';

// The shell reads this page's remote manifests first thing, to preload the remotes' files; its
// federation runtime then takes those answers instead of asking the servers again (for a manifest
// the page does not check, it asks without the cache, which would miss the page's preloads).
// Each manifest is taken once.
const fetched = new Map<string, Promise<string>>();

/** The request a manifest is read with: checked against its release, as the page's preload of it is. */
export function manifestRequest(url: string): RequestInit {
  const integrity = remoteFileIntegrity(url);
  return integrity === null ? {} : { integrity };
}

/**
 * The request the federation runtime reads a manifest with when no first reading brought it. One
 * the page names the integrity of belongs to a release, which never changes (and the browser checks
 * it), so the HTTP cache may answer; any other changes under the same URL, so it is read fresh.
 */
export function runtimeManifestRequest(url: string): RequestInit {
  const request = manifestRequest(url);
  return request.integrity === undefined ? { ...request, cache: 'no-store' } : request;
}

/** Fetches a manifest for the preloads, and keeps its text for the federation runtime. */
export function fetchManifestForShell(url: string): Promise<string> {
  const text = fetch(url, manifestRequest(url)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.text();
  });
  fetched.set(url, text);
  return text;
}

/** The preloaded manifest at this URL, as a response, once; undefined when there is none or it failed. */
export async function takePreloadedManifest(url: string): Promise<Response | undefined> {
  const text = fetched.get(url);
  if (!text) return undefined;
  fetched.delete(url);
  try {
    return new Response(await text, { status: 200, headers: { 'content-type': 'application/json' } });
  } catch {
    return undefined;
  }
}
