import { CANARY_PERCENT, inCanary, parseBucket } from './canary-share';
import { canaryBody } from './release-api';

describe("a canary's share of visitors", () => {
  it('puts a visitor in a canary below its share, so raising the share only adds visitors', () => {
    expect([0, 999, 1000, 9999].map((bucket) => inCanary(bucket, 10))).toEqual([true, true, false, false]);
    for (let bucket = 0; bucket < 10_000; bucket += 7) {
      if (inCanary(bucket, 10)) expect(inCanary(bucket, 50)).toBe(true);
    }
  });

  it.each(['', 'abc', '-1', '10000', '12345', '1e3', undefined])('names no bucket when the cookie says %j', (value) => {
    expect(parseBucket(value)).toBeNull();
  });

  it.each(['0', '42', '9999'])('names the bucket %s', (value) => {
    expect(parseBucket(value)).toBe(Number(value));
  });

  it('is asked for within its bounds, never none and never everyone', () => {
    const ask = (percent: number) => canaryBody.safeParse({ version: '1', percent, reason: 'try' }).success;
    expect([CANARY_PERCENT.min - 1, CANARY_PERCENT.min, CANARY_PERCENT.max, CANARY_PERCENT.max + 1, 12.5].map(ask)).toEqual([false, true, true, false, false]);
  });
});
