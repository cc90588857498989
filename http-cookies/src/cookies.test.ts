import { cookiesOf, deletedCookie, keptCookie } from './cookies';

const request = (cookie?: string) => ({ headers: { cookie } });

describe('a request’s cookies', () => {
  it('are each name’s first value, URL-decoded', () => {
    expect(cookiesOf(request('a=1; b=%7Cx%7C; a=2'))).toEqual(new Map([['a', '1'], ['b', '|x|']]));
  });

  it('keep a value that does not decode as it came, and have none without a header', () => {
    expect(cookiesOf(request('broken=%E0%A4%A')).get('broken')).toBe('%E0%A4%A');
    expect(cookiesOf(request()).size).toBe(0);
  });

  it('are parsed once per request, however many readers ask', () => {
    const req = request('a=1');
    expect(cookiesOf(req)).toBe(cookiesOf(req));
  });
});

describe('a Set-Cookie line', () => {
  const expires = new Date('2027-01-01T00:00:00Z');

  it('keeps a value, URL-encoded, site-wide, HttpOnly and SameSite=Lax, until it expires or for the session', () => {
    expect(keptCookie('lang', 'de|x', { secure: false, expires })).toBe('lang=de%7Cx; Path=/; Expires=Fri, 01 Jan 2027 00:00:00 GMT; HttpOnly; SameSite=Lax');
    expect(keptCookie('scenario', 'AV-004', { secure: false })).toBe('scenario=AV-004; Path=/; HttpOnly; SameSite=Lax');
  });

  it('is Secure on https, and deletes with an empty value and Max-Age=0', () => {
    expect(keptCookie('lang', 'de', { secure: true })).toBe('lang=de; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(deletedCookie('lang', false)).toBe('lang=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
