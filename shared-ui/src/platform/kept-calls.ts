import { CLIENT_LOG_PATH, KEPT_CALL_UNREADABLE_CODE, KEPT_CALLS_CACHE, OFFLINE_KEEP_FAILED_CODE, warningFields, type ProxyCallName, type ProxyResponse } from '@citypass/contracts';
import { isUnreachable } from '@citypass/shared-ui/errors/error-facts';
import { checkProxyResponse } from '@citypass/shared-ui/platform/contract-checks';

// A product call's last answer, kept on the device for the signed-in order, so the visitor can read
// it without a network (their bookings at the gate). Only that order reads it back, only if it
// still meets the call's contract; signing out deletes it (the shell, with the kept pages).

/** A kept answer and when it was the service's. */
export interface KeptCall<Call extends ProxyCallName> {
  value: ProxyResponse<Call>;
  keptAt: Date;
}

/** A call's answer: the service's now (`keptAt` null), or the one the device kept and when. */
export interface CallAnswer<Call extends ProxyCallName> {
  value: ProxyResponse<Call>;
  keptAt: Date | null;
}

/** Where answers are kept: text by key (the Cache API in a browser; a map in tests). */
export interface KeptCallsStore {
  read(key: string): Promise<string | undefined>;
  write(key: string, text: string): Promise<void>;
}

/** The browser's Cache API, or null outside a secure context, where it is absent. */
export function cacheStore(storage: CacheStorage | undefined = globalThis.caches): KeptCallsStore | null {
  if (!storage) return null;
  return {
    read: async (key) => (await (await storage.open(KEPT_CALLS_CACHE)).match(key))?.text(),
    write: async (key, text) => (await storage.open(KEPT_CALLS_CACHE)).put(key, new Response(text, { headers: { 'Content-Type': 'application/json' } })),
  };
}

const keyOf = (call: ProxyCallName) => `/kept-calls/${call}`;

function report(code: string, details: Record<string, string>): void {
  navigator.sendBeacon?.(CLIENT_LOG_PATH, new URLSearchParams(warningFields(code, details)));
}

/**
 * Keeps `value` as `call`'s last answer for `order`; a full store (the device's quota) keeps
 * nothing, the beacon hears of it, and the page goes on. Without a store, nothing is kept.
 */
export async function keepCall<Call extends ProxyCallName>(call: Call, order: string, value: ProxyResponse<Call>, store = cacheStore(), now = new Date()): Promise<void> {
  try {
    await store?.write(keyOf(call), JSON.stringify({ order, keptAt: now.toISOString(), value }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    report(OFFLINE_KEEP_FAILED_CODE, { call, reason: reason.slice(0, 200) });
  }
}

/** `call`'s last answer kept for `order`, or null: none kept, another order's, or unreadable (reported). */
export async function keptCall<Call extends ProxyCallName>(call: Call, order: string, store = cacheStore()): Promise<KeptCall<Call> | null> {
  let text: string | undefined;
  try {
    text = await store?.read(keyOf(call));
  } catch {
    return null;
  }
  if (text === undefined) return null;
  try {
    const entry = JSON.parse(text) as { order?: unknown; keptAt?: unknown; value?: unknown };
    if (entry.order !== order) return null;
    const keptAt = new Date(typeof entry.keptAt === 'string' ? entry.keptAt : Number.NaN);
    const value = checkProxyResponse(call, entry.value);
    if (Number.isNaN(keptAt.getTime()) || value === undefined) throw new Error('not a kept answer');
    return { value, keptAt };
  } catch {
    report(KEPT_CALL_UNREADABLE_CODE, { call });
    return null;
  }
}

type Ask<Call extends ProxyCallName> = () => Promise<ProxyResponse<Call>>;

/** Asks the service, and keeps its answer for `order`. */
export async function askAndKeep<Call extends ProxyCallName>(call: Call, order: string, ask: Ask<Call>, store = cacheStore()): Promise<ProxyResponse<Call>> {
  const value = await ask();
  void keepCall(call, order, value, store);
  return value;
}

/**
 * The service's answer, kept for `order`; when no answer comes at all (no network), the one this
 * device last kept for `order`. The failure stands when the service answered with one (that answer
 * is today's) or nothing was kept.
 */
export async function answerOrKept<Call extends ProxyCallName>(call: Call, order: string, ask: Ask<Call>, store = cacheStore()): Promise<CallAnswer<Call>> {
  try {
    return { value: await askAndKeep(call, order, ask, store), keptAt: null };
  } catch (error) {
    const kept = isUnreachable(error) ? await keptCall(call, order, store) : null;
    if (!kept) throw error;
    return kept;
  }
}
