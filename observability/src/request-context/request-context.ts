import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one request carries. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it starts) as part of the request with this id. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/**
 * pino's `mixin`: adds the request id to each line logged while a request is handled. pino calls
 * it for every line, so it allocates only when there is an id to add.
 */
export function requestLogFields(): { request_id?: string } {
  const context = storage.getStore();
  return context ? { request_id: context.requestId } : {};
}
