import { FIRST_CALL_SCRIPT, firstCallUrl, type RoutePath } from '@citypass/contracts';
import { forgetFirstCall } from '@citypass/shared-ui/api/first-call';

// A page opened at a route, as the BFF writes it for a signed-in visitor: its inline script starts
// the route's first call (firstCallUrl) before any remote code runs. Every fetch of the page, that
// call and any the remote then makes, goes to the mock this returns.

/** A fetch answer with this status and JSON text. */
export function jsonAnswer(status: number, text: string): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

/** Opens the route's page with its first call answered by `answer`; returns the page's fetch. */
export function openPageWithFirstCall(route: RoutePath, answer: Response): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const firstCall = firstCallUrl(route);
  if (!firstCall) throw new Error(`The page at ${route} starts no call`);
  window.history.pushState({}, '', route);
  const pageFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => answer);
  (globalThis as { fetch?: typeof fetch }).fetch = pageFetch;
  const script = { getAttribute: () => firstCall };
  // As the browser runs the page's script: `document.currentScript` is its element.
  new Function('document', FIRST_CALL_SCRIPT)({ currentScript: script });
  return pageFetch;
}

/** Leaves the page: its untaken call and its fetch. */
export function closePage(): void {
  forgetFirstCall();
  delete (globalThis as { fetch?: typeof fetch }).fetch;
}
