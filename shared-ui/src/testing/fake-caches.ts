import { KEPT_CALLS_CACHE, type ProxyCallName } from '@citypass/contracts';

// The browser's Cache API as the app uses it, in memory (jsdom has none), with a Response holding
// text: for the tests of what the app keeps for use without a network.

export class TextResponse {
  readonly ok = true;
  constructor(private readonly body: string) {}
  text = async () => this.body;
  clone = () => new TextResponse(this.body);
}

// As the Cache API does, an address is resolved against the page's (or the worker's) own.
const keyOf = (request: string | { url: string }) => new URL(typeof request === 'string' ? request : request.url, globalThis.location?.href ?? 'http://localhost/').href;

/** A CacheStorage of named caches, each request address to its response. */
export function fakeCacheStorage() {
  const stores = new Map<string, Map<string, TextResponse>>();
  const storeOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, TextResponse>();
    stores.set(name, store);
    return store;
  };
  const storage = {
    open: async (name: string) => {
      const store = storeOf(name);
      return {
        match: async (request: string | { url: string }) => store.get(keyOf(request))?.clone(),
        put: async (request: string | { url: string }, response: TextResponse) => void store.set(keyOf(request), response),
        keys: async () => [...store.keys()].map((url) => ({ url })),
        delete: async (request: string | { url: string }) => store.delete(keyOf(request)),
      };
    },
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
  return { storage: storage as unknown as CacheStorage, storeOf };
}

export interface FakeCaches {
  /** Keeps `value` as `call`'s last answer for `order`, as a page would have. */
  keep(call: ProxyCallName, order: string, value: unknown, keptAt: string): void;
  /** The kept entry of `call`, parsed, if any. */
  kept(call: ProxyCallName): Promise<unknown>;
  /** Takes the fake away again. */
  remove(): void;
}

/** The fake as the page's own `caches` (and `Response`), until `remove()`. */
export function installFakeCaches(): FakeCaches {
  const { storage, storeOf } = fakeCacheStorage();
  const globals = globalThis as { caches?: unknown; Response?: unknown };
  const before = { caches: globals.caches, Response: globals.Response };
  Object.assign(globals, { caches: storage, Response: TextResponse });
  const entryOf = (call: ProxyCallName) => keyOf(`/kept-calls/${call}`);
  const calls = () => storeOf(KEPT_CALLS_CACHE);
  return {
    keep: (call, order, value, keptAt) => void calls().set(entryOf(call), new TextResponse(JSON.stringify({ order, keptAt, value }))),
    kept: async (call) => {
      const text = await calls().get(entryOf(call))?.text();
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
    remove: () => Object.assign(globals, before),
  };
}

/**
 * For the tests of a page offline: the fake Cache API installed before each test and removed
 * after, in a visitor's time zone of `timeZone` (where a page says when its kept list is from).
 * Returns the current test's fake.
 */
export function offlineVisitEachTest(timeZone = 'UTC'): () => FakeCaches {
  const zone = process.env.TZ;
  let caches: FakeCaches | undefined;
  beforeEach(() => {
    process.env.TZ = timeZone;
    caches = installFakeCaches();
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    caches?.remove();
  });
  return () => {
    if (!caches) throw new Error('The fake Cache API is installed before each test only');
    return caches;
  };
}
