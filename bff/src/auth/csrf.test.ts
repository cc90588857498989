import { createCsrfCookies, mintCsrfToken } from './csrf';

describe("the CSRF cookie's values", () => {
  const cookies = createCsrfCookies('a-secret-of-the-deployment-32-chars!');
  const token = mintCsrfToken();

  it('carry the token with its hash, and give it back however often checked', () => {
    const value = cookies.valueFor(token);
    expect(value).toMatch(new RegExp(`^${token}\\|[0-9a-f]{64}$`));
    expect([cookies.tokenOf(value), cookies.tokenOf(value)]).toEqual([token, token]);
  });

  it('give no token for a value whose hash does not check out, even after the true value was checked', () => {
    const value = cookies.valueFor(token);
    cookies.tokenOf(value);
    const [, hash = ''] = value.split('|');
    const otherToken = mintCsrfToken();
    expect(cookies.tokenOf(`${otherToken}|${hash}`)).toBeNull();
    expect(cookies.tokenOf(`${token}|${hash.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`)).toBeNull();
    expect(cookies.tokenOf(createCsrfCookies('another-secret-of-another-deployment').valueFor(token))).toBeNull();
  });

  it('give no token for a missing or malformed value', () => {
    expect([undefined, '', token, `${token}|`, `|${token}`].map((value) => cookies.tokenOf(value))).toEqual([null, null, null, null, null]);
  });
});
