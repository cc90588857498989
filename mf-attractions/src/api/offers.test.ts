import { ROUTES } from '@citypass/contracts';
import { closePage, jsonAnswer, openPageWithFirstCall } from '@citypass/shared-ui/testing/page-first-call';
import { fetchOffers } from './offers';

const offer = { id: 'rijksmuseum', name: 'Rijksmuseum', description: 'Art', city: 'Amsterdam', timezone: 'Europe/Amsterdam', category: 'Museum', address: 'Museumstraat 1' };

afterEach(closePage);

describe('the offers list on the attractions page', () => {
  it('is the answer of the call the page started: one call in all', async () => {
    const pageFetch = openPageWithFirstCall(ROUTES.attractions, jsonAnswer(200, JSON.stringify([offer])));
    await expect(fetchOffers()).resolves.toEqual([{ ...offer, state: 'AVAILABLE' }]);
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it("fails with the page call's error, as its own call would", async () => {
    openPageWithFirstCall(ROUTES.attractions, jsonAnswer(403, JSON.stringify({ error_code: 'FORBIDDEN' })));
    await expect(fetchOffers()).rejects.toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
  });
});
