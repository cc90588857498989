import { ROUTES } from '@citypass/contracts';
import { api } from '@citypass/shared-ui/api/product-api';
import { closePage, jsonAnswer, openPageWithFirstCall } from '@citypass/shared-ui/testing/page-first-call';
import { unsortedReservations } from '../testing/reservations.fixture';

afterEach(closePage);

describe('the reservations on the bookings page', () => {
  it('are the answer of the call the page started: one call in all', async () => {
    const pageFetch = openPageWithFirstCall(ROUTES.bookings, jsonAnswer(200, JSON.stringify(unsortedReservations)));
    await expect(api.reservations()).resolves.toEqual(unsortedReservations);
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it("fail with the page call's error, as their own call would", async () => {
    openPageWithFirstCall(ROUTES.bookings, jsonAnswer(401, JSON.stringify({ error_code: 'SESSION_EXPIRED' })));
    await expect(api.reservations()).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
  });
});
