import { createHealthTokens } from './health-token';

const SECRET = 'a-test-secret-that-is-long-enough-000';

describe("a page's health token", () => {
  it('grants a new page id, the releases the page loads, until it expires', () => {
    let now = 1_000_000;
    const tokens = createHealthTokens(SECRET, { ttlMs: 60_000, now: () => now });
    const token = tokens.mint({ bookings: '0.2.0-0123456789ab' });
    const grant = tokens.verify(token);
    expect(grant).toEqual({ pageId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), versions: { bookings: '0.2.0-0123456789ab' }, expiresAt: 1_060_000 });
    expect(tokens.verify(tokens.mint({}))?.pageId).not.toBe(grant?.pageId);
    now += 60_000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('is refused when changed, signed with another secret, or not a token', () => {
    const tokens = createHealthTokens(SECRET);
    const token = tokens.mint({ bookings: '0.2.0-0123456789ab' });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('0.2.0', '0.3.0')).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`)).toBeNull();
    expect(createHealthTokens(`${SECRET}-other`).verify(token)).toBeNull();
    expect(tokens.verify(`${token}.x`)).toBeNull();
    expect(tokens.verify('nothing')).toBeNull();
  });

  it('fits the log beacon with every remote named', () => {
    const version = '0.12.3-0123456789ab';
    expect(createHealthTokens(SECRET).mint({ auth: version, attractions: version, bookings: version }).length).toBeLessThan(480);
  });
});
