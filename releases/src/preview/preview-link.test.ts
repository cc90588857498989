import { createPreviewLinks, PREVIEW_LINK_PARAM, type PreviewGrant } from './preview-link';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const CITY = 'https://city.example';
const HOUR = 60 * 60_000;

describe('a preview link', () => {
  let now = Date.UTC(2026, 10, 25, 10);
  const links = createPreviewLinks(SECRET, CITY, { now: () => now });
  const grant = (): PreviewGrant => ({ remote: 'bookings', version: '1.3.0-0123456789ab', team: 'bookings', path: '/bookings', expiresAt: now + HOUR });
  const tokenOf = (url: string) => new URL(url).searchParams.get(PREVIEW_LINK_PARAM) ?? '';

  it('opens what it was signed for, until it expires', async () => {
    const expected = grant();
    const token = tokenOf(await links.mint(expected));
    expect(await links.open(token)).toEqual({ ok: true, grant: expected });
    now += HOUR;
    expect(await links.open(token)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('opens nothing once a character of it changed, or signed with another secret', async () => {
    const token = tokenOf(await links.mint(grant()));
    const [header, payload, signature] = token.split('.');
    const otherVersion = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), v: '9.9.9' })).toString('base64url');
    for (const tampered of [`${header}.${otherVersion}.${signature}`, `${header}.${payload}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`, 'not-a-token', '']) {
      expect(await links.open(tampered)).toEqual({ ok: false, refusal: 'tampered' });
    }
    const forged = tokenOf(await createPreviewLinks('another-secret-that-is-long-enough-00', CITY, { now: () => now }).mint(grant()));
    expect(await links.open(forged)).toEqual({ ok: false, refusal: 'tampered' });
  });

  it("is told apart when it was made for another deployment", async () => {
    const elsewhere = createPreviewLinks(SECRET, 'https://other-city.example', { now: () => now });
    expect(await links.open(tokenOf(await elsewhere.mint(grant())))).toEqual({ ok: false, refusal: 'another-deployment' });
  });
});
