import { ROUTES } from '@citypass/contracts';
import { closePage, jsonAnswer, openPageWithFirstCall } from '@citypass/shared-ui/testing/page-first-call';
import { unsortedReservations } from '../testing/reservations.fixture';
import { fetchReservations } from './reservations';

afterEach(closePage);

describe('the reservations on the bookings page', () => {
  it('are the answer of the call the page started: one call in all', async () => {
    const pageFetch = openPageWithFirstCall(ROUTES.bookings, jsonAnswer(200, JSON.stringify(unsortedReservations)));
    await expect(fetchReservations()).resolves.toEqual(unsortedReservations);
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it("fail with the page call's error, as their own call would", async () => {
    openPageWithFirstCall(ROUTES.bookings, jsonAnswer(401, JSON.stringify({ error_code: 'SESSION_EXPIRED' })));
    await expect(fetchReservations()).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
  });
});
