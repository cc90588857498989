import { splitMagicLinkToken, takeMagicLinkToken } from './magic-link-token';

describe('splitMagicLinkToken', () => {
  it.each([
    ['/attractions?token=abc', 'abc', '/attractions'],
    ['/bookings?tab=upcoming&token=abc&x=a%20b#top', 'abc', '/bookings?tab=upcoming&x=a%20b#top'],
    ['/?token=abc&lang=en', 'abc', '/?lang=en'],
    ['/confirmation?attractionID=4&token=a%2Bb&token=second', 'a+b', '/confirmation?attractionID=4'],
  ])('takes the token out of %s, keeping the rest as it was', (address, token, rest) => {
    expect(splitMagicLinkToken(address)).toEqual({ token, address: rest });
  });

  it('leaves an address without a token alone', () => {
    expect(splitMagicLinkToken('/bookings?tab=1&tokens=2')).toEqual({ token: undefined, address: '/bookings?tab=1&tokens=2' });
  });

  it('drops an empty token without offering it', () => {
    expect(splitMagicLinkToken('/attractions?token=&a=1')).toEqual({ token: undefined, address: '/attractions?a=1' });
  });
});

describe('takeMagicLinkToken', () => {
  it('removes the token from the address bar without a new history entry, and returns it', () => {
    window.history.replaceState({ kept: true }, '', '/bookings?token=abc&tab=1');
    const entries = window.history.length;
    expect(takeMagicLinkToken()).toBe('abc');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/bookings?tab=1');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('changes nothing when the address carries no token', () => {
    window.history.replaceState(null, '', '/attractions?x=1');
    expect(takeMagicLinkToken()).toBeUndefined();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/attractions?x=1');
  });
});
