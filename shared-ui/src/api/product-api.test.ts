import { api } from './product-api';
import { ApiError } from './proxy-client';

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

const item = { offer_id: 'rijksmuseum', timeslot_details: { id: 7, date_time: '2030-01-01T10:00:00+01:00' }, pass: '100000000013', extra_data: null };

describe('the product calls, as the remotes make them', () => {
  it("rejects an answer that does not follow the call's contract as SOMETHING_WRONG, keeping the body", async () => {
    const error = await rejectionOf(api.offers({}, { fetch: fakeFetch(200, '[{"id":1}]') }));
    expect(error).toMatchObject({ status: 200, errorCode: 'SOMETHING_WRONG', body: [{ id: 1 }] });
  });

  it('calls the proxy path with JSON and same-origin credentials', async () => {
    const fetch = fakeFetch(200, JSON.stringify([booked]));
    const result = await api.booking({ body: [item] }, { fetch });
    expect(result).toEqual([booked]);
    expect(fetch).toHaveBeenCalledWith('/api/proxy/booking', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify([item]),
    });
  });

  it('sends no body on GET, and writes the query as the spec does: each value encoded, commas literal', async () => {
    const fetch = fakeFetch(200, '[]');
    await api.availability({ query: { offer_id: 'ams/rijks', passes: '100000000013,100000000021' } }, { fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/proxy/availability?offer_id=ams%2Frijks&passes=100000000013,100000000021');
    expect(init?.body).toBeUndefined();
  });

  it("fills the path's parameters, each encoded, with the call's method", async () => {
    const fetch = fakeFetch(200, JSON.stringify({ ...booked, attraction_name: 'Rijksmuseum', time_slot: { id: '8', date_time: booked.time_slot.date_time }, passes: ['100000000013'] }));
    const body = { bookingId: 'b/1', offer_id: 'rijksmuseum', time_slot: { id: '8', date_time: '2030-01-01T11:00:00+01:00' } };
    await api.amendReservation({ params: { bookingId: 'b/1' }, body }, { fetch });
    expect(fetch).toHaveBeenCalledWith('/api/proxy/reservations/groups/b%2F1', expect.objectContaining({ method: 'PATCH', body: JSON.stringify(body) }));
  });

  it('passes the abort signal on', async () => {
    const fetch = fakeFetch(200, '[]');
    const controller = new AbortController();
    await api.offers({}, { fetch, signal: controller.signal });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('reads an empty body as null', async () => {
    await expect(api.cancelReservation({ params: { bookingId: '9' } }, { fetch: fakeFetch(204, '') })).resolves.toBeNull();
  });

  it('rejects a non-OK response with the error_code of its body', async () => {
    const error = await rejectionOf(
      api.booking({ body: [item] }, { fetch: fakeFetch(409, '{"error_code":"BOOKING-014","detail":"x"}') }),
    );
    expect(error.status).toBe(409);
    expect(error.errorCode).toBe('BOOKING-014');
    expect(error.body).toEqual({ error_code: 'BOOKING-014', detail: 'x' });
  });

  it('uses SOMETHING_WRONG when the error body has no code or is not JSON', async () => {
    const missing = await rejectionOf(api.offers({}, { fetch: fakeFetch(500, '{}') }));
    expect(missing.errorCode).toBe('SOMETHING_WRONG');
    const html = await rejectionOf(api.offers({}, { fetch: fakeFetch(502, '<html>Bad gateway</html>') }));
    expect(html).toMatchObject({ status: 502, errorCode: 'SOMETHING_WRONG', body: '<html>Bad gateway</html>' });
    const empty = await rejectionOf(api.offers({}, { fetch: fakeFetch(401, '') }));
    expect(empty).toMatchObject({ status: 401, errorCode: 'SOMETHING_WRONG', body: null });
  });

  it('rejects a successful response whose body is not JSON', async () => {
    const error = await rejectionOf(api.offers({}, { fetch: fakeFetch(200, 'not json') }));
    expect(error).toMatchObject({ status: 200, errorCode: 'SOMETHING_WRONG' });
  });

  it('turns a network failure into status 0 SOMETHING_WRONG', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejectionOf(api.offers({}, { fetch }));
    expect(error).toMatchObject({ status: 0, errorCode: 'SOMETHING_WRONG', body: null });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetch = jest.fn(async () => {
      throw abort;
    });
    await expect(api.offers({}, { fetch })).rejects.toBe(abort);
  });
});
