// The preloader fetches this page's remote manifests before the shell runs; the shell's
// federation runtime then takes those answers instead of asking the servers again. The two are
// separate scripts, so the handoff is a property of the global object, each manifest taken once.
const STORE = '__citypassPreloadedManifests';

type Store = Map<string, Promise<string>>;

function store(): Store {
  const holder = globalThis as unknown as Record<string, Store | undefined>;
  holder[STORE] ??= new Map();
  return holder[STORE];
}

/** Fetches a manifest for the preloader, and keeps its text for the shell. */
export function fetchManifestForShell(url: string): Promise<string> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.text();
  });
  store().set(url, text);
  return text;
}

/** The preloaded manifest at this URL, as a response, once; undefined when there is none or it failed. */
export async function takePreloadedManifest(url: string): Promise<Response | undefined> {
  const text = store().get(url);
  if (!text) return undefined;
  store().delete(url);
  try {
    return new Response(await text, { status: 200, headers: { 'content-type': 'application/json' } });
  } catch {
    return undefined;
  }
}
