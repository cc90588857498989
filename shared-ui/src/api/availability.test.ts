import { fetchAvailability } from './availability';

// The one availability call both remotes make: its query as the spec writes it, the answer as sent.
const slots = [{ id: 7, date_time: '2026-11-24T09:00:00+01:00', timezone: 'Europe/Amsterdam' }];
const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(slots) }) as Response);

beforeEach(() => {
  globalThis.fetch = fetch;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('asks for the offer and every pass, commas literal and each value encoded, and answers the timeslots', async () => {
  expect(await fetchAvailability('ams/rijks', ['1000-0000-0013', '1000 0000 0021'])).toEqual(slots);
  expect(fetch.mock.calls[0]?.[0]).toBe('/api/proxy/availability?offer_id=ams%2Frijks&passes=1000-0000-0013,1000%200000%200021');
});
