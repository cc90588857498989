import { createPreviewCookies, withPreview, type Preview } from './preview-cookie';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const MINUTE = 60_000;

describe("a previewing browser's cookie", () => {
  let now = Date.UTC(2026, 10, 25, 10);
  const cookies = createPreviewCookies(SECRET, { now: () => now });
  const bookings: Preview = { remote: 'bookings', version: '1.3.0-0123456789ab', expiresAt: now + 10 * MINUTE };
  const auth: Preview = { remote: 'auth', version: '0.4.0-0123456789ab', expiresAt: now + 60 * MINUTE };

  it('holds several remotes, each until its own expiry', async () => {
    const value = await cookies.seal([bookings, auth]);
    expect(await cookies.open(value)).toEqual([bookings, auth]);
    now += 10 * MINUTE;
    expect(await cookies.open(value)).toEqual([auth]);
    now -= 10 * MINUTE;
  });

  it('holds nothing when it is not one of ours', async () => {
    const value = await cookies.seal([bookings]);
    const [header, , signature] = value.split('.');
    const widened = Buffer.from(JSON.stringify({ pv: [{ r: 'bookings', v: 'other', e: Math.floor(now / 1000) + 600 }], exp: Math.floor(now / 1000) + 600 })).toString('base64url');
    expect(await cookies.open(`${header}.${widened}.${signature}`)).toEqual([]);
    expect(await createPreviewCookies('another-secret-that-is-long-enough-00').open(value)).toEqual([]);
    expect(await cookies.open(undefined)).toEqual([]);
    expect(await cookies.open('garbage')).toEqual([]);
  });

  it("keeps a developer's dev server", async () => {
    const dev = { ...bookings, version: 'dev', devServer: 'http://localhost:3013/mf-manifest.json' };
    expect(await cookies.open(await cookies.seal([dev, auth]))).toEqual([dev, auth]);
  });

  it('keeps one version per remote, the newest link winning', () => {
    const newer = { ...bookings, version: '1.4.0-0123456789ab' };
    expect(withPreview([bookings, auth], newer)).toEqual([auth, newer]);
  });
});
