import { hkdfSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { HEALTH_TOKEN_MAX_LENGTH } from '@citypass/contracts';
import { createHealthTokens } from './health-token';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const V2 = '0.2.0-0123456789ab';
const PAGE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
// The key the tokens are signed with, derived from the secret as the BFF derives it.
const key = new Uint8Array(hkdfSync('sha256', SECRET, '', 'City Pass remote health token', 32));
const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

describe("a page's health token", () => {
  it('grants a new page id, the releases the page loads, until it expires', async () => {
    let now = 1_000_000;
    const tokens = createHealthTokens(SECRET, { ttlMs: 60_000, now: () => now });
    const token = await tokens.mint({ bookings: V2 });
    const grant = await tokens.verify(token);
    expect(grant).toEqual({ pageId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), versions: { bookings: V2 }, previewed: [], expiresAt: 1_060_000 });
    expect((await tokens.verify(await tokens.mint({})))?.pageId).not.toBe(grant?.pageId);
    now += 59_999;
    expect(await tokens.verify(token)).not.toBeNull();
    now += 1;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('is a JWT signed with HS256', async () => {
    const [header, payload] = (await createHealthTokens(SECRET).mint({ bookings: V2 })).split('.') as [string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({ v: { bookings: V2 }, jti: expect.any(String), exp: expect.any(Number) });
  });

  it('is refused when changed, signed with another secret, or not a token', async () => {
    const tokens = createHealthTokens(SECRET);
    const token = await tokens.mint({ bookings: V2 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('0.2.0', '0.3.0')).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createHealthTokens(`${SECRET}-other`).verify(token)).toBeNull();
    expect(await tokens.verify(`${token}.x`)).toBeNull();
    expect(await tokens.verify('nothing')).toBeNull();
  });

  it('is refused with any algorithm but HS256, even signed with the right key, and without alg', async () => {
    const tokens = createHealthTokens(SECRET);
    const claims = { v: { bookings: V2 } };
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setJti(PAGE_ID).setExpirationTime(inAMinute()).sign(key);
    const unsecured = new UnsecuredJWT(claims).setJti(PAGE_ID).setExpirationTime(inAMinute()).encode();
    const genuine = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setJti(PAGE_ID).setExpirationTime(inAMinute()).sign(key);
    expect(await tokens.verify(genuine)).toEqual(expect.objectContaining({ pageId: PAGE_ID }));
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify(unsecured)).toBeNull();
  });

  it('is refused without an expiry or a page id, or with claims of the wrong shape', async () => {
    const tokens = createHealthTokens(SECRET);
    const sign = (jwt: SignJWT) => jwt.setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await tokens.verify(await sign(new SignJWT({ v: {} }).setJti(PAGE_ID)))).toBeNull();
    expect(await tokens.verify(await sign(new SignJWT({ v: {} }).setExpirationTime(inAMinute())))).toBeNull();
    expect(await tokens.verify(await sign(new SignJWT({ v: { payments: V2 } }).setJti(PAGE_ID).setExpirationTime(inAMinute())))).toBeNull();
  });

  it('fits a health report with every remote named', async () => {
    const version = `0.12.3-${'0123456789ab'.repeat(4)}`;
    const versions = { auth: version, attractions: version, bookings: version };
    expect((await createHealthTokens(SECRET).mint(versions, ['auth', 'attractions', 'bookings'])).length).toBeLessThanOrEqual(HEALTH_TOKEN_MAX_LENGTH);
  });

  it('names the remotes a page previews, and none for a visitor\'s page', async () => {
    const tokens = createHealthTokens(SECRET);
    expect((await tokens.verify(await tokens.mint({ bookings: V2 }, ['bookings'])))?.previewed).toEqual(['bookings']);
    expect((await tokens.verify(await tokens.mint({ bookings: V2 })))?.previewed).toEqual([]);
  });
});
