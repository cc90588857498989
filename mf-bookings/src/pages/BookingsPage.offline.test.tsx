import { act, screen, within } from '@testing-library/react';
import { KEPT_CALLS_CACHE } from '@citypass/shared-ui/contracts';
import { card, fakeProxy, renderPage, SIGNED_IN } from '../testing/bookings-page';
import { anneFrank, unsortedReservations } from '../testing/reservations.fixture';

// At the gate without a signal: the page shows the list the device kept for this order, says from
// when, and offers no change until the network is back, when it reads the list again.

/** The browser's Cache API as the page uses it, in memory (jsdom has none), and the Response it stores. */
class TextResponse {
  constructor(private readonly body: string) {}
  text = async () => this.body;
}
function fakeCaches() {
  const stores = new Map<string, Map<string, TextResponse>>();
  const storage = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, TextResponse>();
      stores.set(name, store);
      return { match: async (key: string) => store.get(key), put: async (key: string, response: TextResponse) => void store.set(key, response) };
    },
    delete: async (name: string) => stores.delete(name),
  };
  Object.assign(globalThis, { caches: storage, Response: TextResponse });
  return stores;
}

const KEPT_AT = '2030-06-10T07:05:00.000Z';
const keep = (stores: Map<string, Map<string, TextResponse>>, order: string, value: unknown, keptAt = KEPT_AT) =>
  stores.set(KEPT_CALLS_CACHE, new Map([['/kept-calls/reservations', new TextResponse(JSON.stringify({ order, keptAt, value }))]]));

/** A proxy no answer comes from, as without a network, until `online()`. */
function unreachableProxy() {
  let reachable = false;
  const { fetchMock } = fakeProxy([anneFrank]);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url, init) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return answer(url, init);
  });
  return {
    online: () => {
      reachable = true;
      window.dispatchEvent(new Event('online'));
    },
  };
}

// The visitor's own time zone, where the notice says when the list was kept.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  process.env.TZ = zone;
  if (zone === undefined) delete process.env.TZ;
  delete (globalThis as { caches?: unknown }).caches;
});

test("shows the order's kept list with when it was kept, every change disabled and saying why; the network's return reads it again", async () => {
  keep(fakeCaches(), SIGNED_IN.orderNumber, unsortedReservations);
  const network = unreachableProxy();
  renderPage();

  const notice = await screen.findByRole('status', { name: '' });
  expect(within(notice).getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(notice).toHaveTextContent('Your bookings as they were at 7:05 AM on Monday 10th June 2030.');
  expect(notice).toHaveTextContent('Amending or cancelling a booking needs a connection.');
  const amend = within(card('Rijksmuseum')).getByRole('button', { name: 'Amend Rijksmuseum booking' });
  expect(amend).toBeDisabled();
  expect(amend).toHaveAccessibleDescription('10:00 AM on Wednesday 12th June 2030 Amending or cancelling a booking needs a connection.');
  expect(within(card('Anne Frank House')).getByRole('button', { name: 'Cancel Anne Frank House booking' })).toBeDisabled();

  await act(async () => network.online());
  expect(await screen.findByText(/^You have 1 upcoming booking\./)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Rijksmuseum' })).not.toBeInTheDocument();
  expect(within(card('Anne Frank House')).getByRole('button', { name: 'Cancel Anne Frank House booking' })).toBeEnabled();
});

test("another order's kept list, or one that no longer meets the contract, is never shown: the list's failure is", async () => {
  for (const [order, value] of [
    ['CP-999999', unsortedReservations],
    [SIGNED_IN.orderNumber, [{ booking_id: 'not a reservation' }]],
  ] as const) {
    keep(fakeCaches(), order, value);
    unreachableProxy();
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    unmount();
  }
});

test('each list the service gives is kept for the signed-in order', async () => {
  const stores = fakeCaches();
  fakeProxy(unsortedReservations);
  renderPage();
  await screen.findAllByRole('article');
  const kept = await stores.get(KEPT_CALLS_CACHE)?.get('/kept-calls/reservations')?.text();
  expect(JSON.parse(kept!)).toMatchObject({ order: SIGNED_IN.orderNumber, value: unsortedReservations });
});
