import { ApiError, proxyRequest } from './proxy-client';

function fakeFetch(status: number, text: string) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
  }) as Response);
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to reject');
}

const booked = {
  booking_id: 'b-1',
  offer_id: 'rijksmuseum',
  pass: '123456789012',
  time_slot: { id: 7, date_time: '2030-01-01T10:00:00+01:00' },
  timezone: 'Europe/Amsterdam',
};

describe('proxyRequest', () => {
  it("rejects an answer that does not follow the call's contract as SOMETHING_WRONG, keeping the body", async () => {
    const error = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch: fakeFetch(200, '[{"id":1}]') }));
    expect(error).toMatchObject({ status: 200, errorCode: 'SOMETHING_WRONG', body: [{ id: 1 }] });
  });

  it('calls the proxy path with JSON and same-origin credentials', async () => {
    const fetch = fakeFetch(200, JSON.stringify([booked]));
    const result = await proxyRequest('booking', 'POST', 'booking', [{ offer_id: 1 }], { fetch });
    expect(result).toEqual([booked]);
    expect(fetch).toHaveBeenCalledWith('/api/proxy/booking', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '[{"offer_id":1}]',
    });
  });

  it('sends no body on GET and keeps the query string', async () => {
    const fetch = fakeFetch(200, '[]');
    await proxyRequest('availability', 'GET', 'availability?offer_id=3&passes=1,2', undefined, { fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/proxy/availability?offer_id=3&passes=1,2');
    expect(init?.body).toBeUndefined();
  });

  it('passes the abort signal on', async () => {
    const fetch = fakeFetch(200, '[]');
    const controller = new AbortController();
    await proxyRequest('offers', 'GET', 'offers', undefined, { fetch, signal: controller.signal });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('reads an empty body as null', async () => {
    await expect(proxyRequest('cancelReservation', 'DELETE', 'reservations/groups/9', undefined, { fetch: fakeFetch(204, '') })).resolves.toBeNull();
  });

  it('rejects a non-OK response with the error_code of its body', async () => {
    const error = await rejectionOf(
      proxyRequest('booking', 'POST', 'booking', [], { fetch: fakeFetch(409, '{"error_code":"BOOKING-014","detail":"x"}') }),
    );
    expect(error.status).toBe(409);
    expect(error.errorCode).toBe('BOOKING-014');
    expect(error.body).toEqual({ error_code: 'BOOKING-014', detail: 'x' });
  });

  it('uses SOMETHING_WRONG when the error body has no code or is not JSON', async () => {
    const missing = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch: fakeFetch(500, '{}') }));
    expect(missing.errorCode).toBe('SOMETHING_WRONG');
    const html = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch: fakeFetch(502, '<html>Bad gateway</html>') }));
    expect(html).toMatchObject({ status: 502, errorCode: 'SOMETHING_WRONG', body: '<html>Bad gateway</html>' });
    const empty = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch: fakeFetch(401, '') }));
    expect(empty).toMatchObject({ status: 401, errorCode: 'SOMETHING_WRONG', body: null });
  });

  it('rejects a successful response whose body is not JSON', async () => {
    const error = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch: fakeFetch(200, 'not json') }));
    expect(error).toMatchObject({ status: 200, errorCode: 'SOMETHING_WRONG' });
  });

  it('turns a network failure into status 0 SOMETHING_WRONG', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejectionOf(proxyRequest('offers', 'GET', 'offers', undefined, { fetch }));
    expect(error).toMatchObject({ status: 0, errorCode: 'SOMETHING_WRONG', body: null });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetch = jest.fn(async () => {
      throw abort;
    });
    await expect(proxyRequest('offers', 'GET', 'offers', undefined, { fetch })).rejects.toBe(abort);
  });
});
