import { act, screen, within } from '@testing-library/react';
import { offlineVisitEachTest } from '@citypass/shared-ui/testing/fake-caches';
import { SIGNED_IN } from '@citypass/shared-ui/testing/signed-in';
import { card, fakeProxy, renderPage } from '../testing/bookings-page';
import { anneFrank, unsortedReservations } from '../testing/reservations.fixture';

// At the gate without a signal: the page shows the list the device kept for this order, says from
// when, and offers no change until the network is back, when it reads the list again.

const KEPT_AT = '2030-06-10T07:05:00.000Z';

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

const caches = offlineVisitEachTest();

test("shows the order's kept list with when it was kept, every change disabled and saying why; the network's return reads it again", async () => {
  caches().keep('reservations', SIGNED_IN.orderNumber, unsortedReservations, KEPT_AT);
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
    caches().keep('reservations', order, value, KEPT_AT);
    unreachableProxy();
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    unmount();
  }
});

test('each list the service gives is kept for the signed-in order', async () => {
  fakeProxy(unsortedReservations);
  renderPage();
  await screen.findAllByRole('article');
  expect(await caches().kept('reservations')).toMatchObject({ order: SIGNED_IN.orderNumber, value: unsortedReservations });
});
