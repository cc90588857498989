import { FIRST_CALL_GLOBAL, FIRST_CALL_UNTAKEN_MS } from '@citypass/contracts';

// The page starts its route's first call as it is parsed (FIRST_CALL_SCRIPT, written by the BFF);
// the API client takes that answer instead of asking again, once, and only for the same request
// from the same page: after a route change or a write it could be stale, so it is forgotten.
// Forgotten or left untaken, it is cancelled: nothing else would ever read it, and its request
// would stay open for the page's life.

interface StartedFirstCall {
  url: string;
  page: string;
  response: Promise<Response>;
  controller: AbortController;
}

type PageWindow = Record<typeof FIRST_CALL_GLOBAL, StartedFirstCall | undefined>;

const pageWindow = (): PageWindow => globalThis as unknown as PageWindow;

/** Drops the page's first call, if it is still untaken, and cancels its request. */
export function forgetFirstCall(): void {
  const started = pageWindow()[FIRST_CALL_GLOBAL];
  delete pageWindow()[FIRST_CALL_GLOBAL];
  started?.controller.abort();
}

/** Forgets this call unless it has been taken within FIRST_CALL_UNTAKEN_MS; a taker that comes later asks the server. */
function forgetUnlessTaken(started: StartedFirstCall): void {
  setTimeout(() => {
    if (pageWindow()[FIRST_CALL_GLOBAL] === started) forgetFirstCall();
  }, FIRST_CALL_UNTAKEN_MS);
}

/**
 * Gives the page's first call FIRST_CALL_UNTAKEN_MS to be taken (its remote may be slow, or
 * never come), then cancels it. Called as the page starts.
 */
export function expireUntakenFirstCall(): void {
  const started = pageWindow()[FIRST_CALL_GLOBAL];
  if (started) forgetUnlessTaken(started);
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The answer, unless the caller aborts first: it then meets an AbortError, as fetch would throw,
 * and the call is handed back untouched for the same request asked again (a restarted load).
 */
function untilAborted(started: StartedFirstCall, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return started.response;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      if (!pageWindow()[FIRST_CALL_GLOBAL]) {
        pageWindow()[FIRST_CALL_GLOBAL] = started;
        forgetUnlessTaken(started);
      }
      reject(abortError());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    started.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The page's first call, when this request is the one it made (a GET of the same URL on the page
 * it was made for); undefined otherwise, and the caller fetches.
 */
export function takeFirstCall(url: string, method: string, signal?: AbortSignal): Promise<Response> | undefined {
  const started = pageWindow()[FIRST_CALL_GLOBAL];
  if (!started) return undefined;
  if (method !== 'GET' || started.page !== globalThis.location?.pathname) {
    forgetFirstCall();
    return undefined;
  }
  if (started.url !== url) return undefined;
  delete pageWindow()[FIRST_CALL_GLOBAL];
  return untilAborted(started, signal);
}
