import { createSessionCodec } from './session-token';
import type { SessionClaims } from './session-claims';

const claims: SessionClaims = {
  name: 'CP-100001',
  email: 'three.passes@example.com',
  sub: 'CP-100001',
  orderNumber: 'CP-100001',
  passes: [{ pass_number: '100000000011', valid_from: '2026-11-01T00:00:00Z', valid_until: '2027-11-01T00:00:00Z' }],
  upstream: { accessToken: 'upstream-token', expiresAt: '2026-11-24T00:00:00Z' },
};
const MAX_AGE_S = 3600;
const issued = new Date('2026-11-23T12:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('session token codec', () => {
  const codec = createSessionCodec('a-secret-of-at-least-thirty-two-characters', MAX_AGE_S);

  it('reads back what it wrote, as often as asked, until the token expires (15 s of skew allowed)', async () => {
    const token = await codec.encode(claims, issued);
    const expected = { claims, expiresAt: later(MAX_AGE_S) };
    expect(await codec.decode(token, later(1))).toEqual(expected);
    expect(await codec.decode(token, later(MAX_AGE_S))).toEqual(expected);
    expect(await codec.decode(token, later(MAX_AGE_S + 14))).toEqual(expected);
    expect(await codec.decode(token, later(MAX_AGE_S + 16))).toBeNull();
  });

  it('refuses an expired token it has never read', async () => {
    const token = await codec.encode(claims, issued);
    expect(await codec.decode(token, later(MAX_AGE_S + 16))).toBeNull();
  });

  it('refuses a tampered token and one another secret wrote', async () => {
    const token = await codec.encode(claims, issued);
    const parts = token.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await codec.decode(parts.join('.'), later(1))).toBeNull();
    const other = createSessionCodec('another-secret-of-at-least-thirty-two-chars', MAX_AGE_S);
    expect(await other.decode(token, later(1))).toBeNull();
  });
});
