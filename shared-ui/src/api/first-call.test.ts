import { FIRST_CALL_SCRIPT, FIRST_CALL_UNTAKEN_MS, ROUTE_PAGES, type RoutePath } from '@citypass/contracts';
import { closePage, jsonAnswer, openPageWithFirstCall } from '../testing/page-first-call';
import { expireUntakenFirstCall, forgetFirstCall } from './first-call';
import { api } from './product-api';
import { ApiError } from './proxy-client';

// The page's inline script and the API client together, as a browser runs them: the script is
// the BFF's (FIRST_CALL_SCRIPT), run as the page's element (its `data-url`), with fetch faked.

function answer(status: number, text: string): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

const pageFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const clientFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => answer(200, '[]'));

function runPageScript(url: string): void {
  const script = document.createElement('script');
  script.setAttribute('data-url', url);
  // As the browser runs it: `document.currentScript` is its element, everything else the window's.
  new Function('document', FIRST_CALL_SCRIPT)({ currentScript: script });
}

/** The signal the page's script gave its request. */
function pageRequestSignal(): AbortSignal {
  const init = pageFetch.mock.calls[0]?.[1];
  if (!init?.signal) throw new Error('The page made no cancellable call');
  return init.signal;
}

const offer = { id: 'rijksmuseum', name: 'Rijksmuseum', description: 'Art', city: 'Amsterdam', timezone: 'Europe/Amsterdam', category: 'Museum', address: 'Museumstraat 1' };

beforeEach(() => {
  window.history.pushState({}, '', '/attractions');
  pageFetch.mockReset();
  clientFetch.mockClear();
  (globalThis as { fetch?: typeof fetch }).fetch = pageFetch;
});

afterEach(() => {
  forgetFirstCall();
  delete (globalThis as { fetch?: typeof fetch }).fetch;
});

describe("the page's first call", () => {
  it('is made with the request the API client makes, and the client takes its answer instead of asking again', async () => {
    pageFetch.mockResolvedValue(answer(200, JSON.stringify([offer])));
    runPageScript('/api/proxy/offers');
    expect(pageFetch).toHaveBeenCalledWith('/api/proxy/offers', { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: expect.any(AbortSignal) });

    await expect(api.offers({}, { fetch: clientFetch })).resolves.toEqual([offer]);
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it('is taken once: the next same call asks the server', async () => {
    pageFetch.mockResolvedValue(answer(200, '[]'));
    runPageScript('/api/proxy/offers');
    await api.offers({}, { fetch: clientFetch });
    await api.offers({}, { fetch: clientFetch });
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });

  it('fails as the same call would: the status and error code of the answer', async () => {
    pageFetch.mockResolvedValue(answer(401, JSON.stringify({ error_code: 'SESSION_EXPIRED' })));
    runPageScript('/api/proxy/offers');
    const failure = api.offers({}, { fetch: clientFetch });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it('meets a network failure as SOMETHING_WRONG with no status, as the same call would', async () => {
    pageFetch.mockRejectedValue(new TypeError('Failed to fetch'));
    runPageScript('/api/proxy/offers');
    await expect(api.offers({}, { fetch: clientFetch })).rejects.toMatchObject({ status: 0, errorCode: 'SOMETHING_WRONG' });
  });

  it('is left for its own call when another call comes first', async () => {
    pageFetch.mockResolvedValue(answer(200, '[]'));
    runPageScript('/api/proxy/reservations');
    await api.offers({}, { fetch: clientFetch });
    expect(clientFetch).toHaveBeenCalledTimes(1);
    await api.reservations({}, { fetch: clientFetch });
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });

  it('is forgotten once the visitor is on another page, or after a write', async () => {
    pageFetch.mockResolvedValue(answer(200, '[]'));
    runPageScript('/api/proxy/offers');
    window.history.pushState({}, '', '/bookings');
    await api.offers({}, { fetch: clientFetch });
    expect(clientFetch).toHaveBeenCalledTimes(1);

    window.history.pushState({}, '', '/attractions');
    runPageScript('/api/proxy/offers');
    clientFetch.mockResolvedValueOnce(answer(200, '{"reservations":1}'));
    await api.cancelReservation({ params: { bookingId: 'b-1' } }, { fetch: clientFetch }).catch(() => undefined);
    await api.offers({}, { fetch: clientFetch });
    expect(clientFetch).toHaveBeenCalledTimes(3);
  });

  it('gives a caller that aborts its AbortError, as fetch would, and the same call asked again takes the answer: one call in all', async () => {
    let answerPage: (response: Response) => void = () => undefined;
    pageFetch.mockReturnValue(new Promise((resolve) => (answerPage = resolve)));
    runPageScript('/api/proxy/offers');
    const controller = new AbortController();
    const request = api.offers({}, { fetch: clientFetch, signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });

    const again = api.offers({}, { fetch: clientFetch });
    answerPage(answer(200, JSON.stringify([offer])));
    await expect(again).resolves.toEqual([offer]);
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it("cancels an untaken call's request once it is forgotten", () => {
    pageFetch.mockReturnValue(new Promise(() => undefined));
    runPageScript('/api/proxy/offers');
    forgetFirstCall();
    expect(pageRequestSignal().aborted).toBe(true);
  });

  it.each(['fetch', 'AbortController'])('starts nothing in a browser without %s: the remote makes the call itself', (missing) => {
    const saved = (globalThis as Record<string, unknown>)[missing];
    delete (globalThis as Record<string, unknown>)[missing];
    runPageScript('/api/proxy/offers');
    (globalThis as Record<string, unknown>)[missing] = saved;
    expect((globalThis as Record<string, unknown>).__citypassFirstCall).toBeUndefined();
  });
});

describe("the page's first call that no remote takes", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`is cancelled after ${FIRST_CALL_UNTAKEN_MS} ms, and a remote that comes later asks the server and gets its answer`, async () => {
    pageFetch.mockReturnValue(new Promise(() => undefined));
    runPageScript('/api/proxy/offers');
    expireUntakenFirstCall();
    jest.advanceTimersByTime(FIRST_CALL_UNTAKEN_MS - 1);
    expect(pageRequestSignal().aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(pageRequestSignal().aborted).toBe(true);

    clientFetch.mockResolvedValueOnce(answer(200, JSON.stringify([offer])));
    await expect(api.offers({}, { fetch: clientFetch })).resolves.toEqual([offer]);
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });

  it('is never cancelled once taken, however long its answer takes', async () => {
    let answerPage: (response: Response) => void = () => undefined;
    pageFetch.mockReturnValue(new Promise((resolve) => (answerPage = resolve)));
    runPageScript('/api/proxy/offers');
    expireUntakenFirstCall();
    const request = api.offers({}, { fetch: clientFetch, signal: new AbortController().signal });
    jest.advanceTimersByTime(3 * FIRST_CALL_UNTAKEN_MS);
    answerPage(answer(200, JSON.stringify([offer])));
    await expect(request).resolves.toEqual([offer]);
    expect(pageRequestSignal().aborted).toBe(false);
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it(`is kept ${FIRST_CALL_UNTAKEN_MS} ms again when a taker that gave up hands it back, then cancelled`, async () => {
    pageFetch.mockReturnValue(new Promise(() => undefined));
    runPageScript('/api/proxy/offers');
    expireUntakenFirstCall();
    const controller = new AbortController();
    const request = api.offers({}, { fetch: clientFetch, signal: controller.signal });
    jest.advanceTimersByTime(FIRST_CALL_UNTAKEN_MS);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    jest.advanceTimersByTime(FIRST_CALL_UNTAKEN_MS - 1);
    expect(pageRequestSignal().aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(pageRequestSignal().aborted).toBe(true);
  });
});

describe("each route's first call", () => {
  const routes = (Object.keys(ROUTE_PAGES) as RoutePath[]).flatMap((route) => {
    const page = ROUTE_PAGES[route];
    return 'firstCall' in page ? [[route, page.firstCall] as const] : [];
  });

  afterEach(closePage);

  it.each(routes)('%s: is the call its remote makes (%s), answered by the page: one call in all', async (route, call) => {
    const pageFetch = openPageWithFirstCall(route, jsonAnswer(200, '[]'));
    await expect(api[call]()).resolves.toEqual([]);
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it.each(routes)("%s: fails with the page call's error, as the remote's own call would", async (route, call) => {
    openPageWithFirstCall(route, jsonAnswer(401, JSON.stringify({ error_code: 'SESSION_EXPIRED' })));
    await expect(api[call]()).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
  });
});
