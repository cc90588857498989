import { KEPT_CALLS_CACHE, type ProxyCallName } from '@citypass/shared-ui/contracts';

// The browser's Cache API as pages use it, in memory (jsdom has none), with the Response it stores:
// for the tests of what a page keeps for use without a network.

class TextResponse {
  constructor(private readonly body: string) {}
  text = async () => this.body;
}

export interface FakeCaches {
  /** Keeps `value` as `call`'s last answer for `order`, as a page would have. */
  keep(call: ProxyCallName, order: string, value: unknown, keptAt: string): void;
  /** The kept entry of `call`, parsed, if any. */
  kept(call: ProxyCallName): Promise<unknown>;
  /** Takes the fake away again. */
  remove(): void;
}

export function installFakeCaches(): FakeCaches {
  const stores = new Map<string, Map<string, TextResponse>>();
  const storeOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, TextResponse>();
    stores.set(name, store);
    return store;
  };
  const storage = {
    open: async (name: string) => {
      const store = storeOf(name);
      return { match: async (key: string) => store.get(key), put: async (key: string, response: TextResponse) => void store.set(key, response) };
    },
    delete: async (name: string) => stores.delete(name),
  };
  const globals = globalThis as { caches?: unknown; Response?: unknown };
  const before = { caches: globals.caches, Response: globals.Response };
  Object.assign(globals, { caches: storage, Response: TextResponse });
  const keyOf = (call: ProxyCallName) => `/kept-calls/${call}`;
  return {
    keep: (call, order, value, keptAt) => void storeOf(KEPT_CALLS_CACHE).set(keyOf(call), new TextResponse(JSON.stringify({ order, keptAt, value }))),
    kept: async (call) => {
      const text = await storeOf(KEPT_CALLS_CACHE).get(keyOf(call))?.text();
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
    remove: () => Object.assign(globals, before),
  };
}
