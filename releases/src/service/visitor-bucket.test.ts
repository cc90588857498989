import type { Request } from 'express';
import { inCanary } from '../contract/canary-share';
import { BUCKET_COOKIE, visitorBucket } from './visitor-bucket';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as Request;

describe("a visitor's bucket", () => {
  it('is kept by its cookie: the same visitor is in or out of a canary on every page', () => {
    const first = visitorBucket(request(), false, () => 1234);
    expect(first).toEqual({ bucket: 1234, setCookie: expect.stringMatching(new RegExp(`^${BUCKET_COOKIE}=1234; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`)) });
    expect(visitorBucket(request(`other=1; ${BUCKET_COOKIE}=1234`), false, () => 9)).toEqual({ bucket: 1234 });
  });

  it('is Secure on https', () => {
    expect(visitorBucket(request(), true, () => 5).setCookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it.each(['', 'abc', '-1', '10000', '12345', '1e3'])('is drawn again when the cookie says %j', (value) => {
    expect(visitorBucket(request(`${BUCKET_COOKIE}=${value}`), false, () => 42)).toMatchObject({ bucket: 42, setCookie: expect.any(String) });
  });

  it('splits real visitors as asked: of 1,000 new visitors a 10% canary gets 7-13%', () => {
    const inTen = Array.from({ length: 1000 }, () => visitorBucket(request(), false).bucket).filter((bucket) => inCanary(bucket, 10)).length;
    expect(inTen).toBeGreaterThanOrEqual(70);
    expect(inTen).toBeLessThanOrEqual(130);
  });
});
