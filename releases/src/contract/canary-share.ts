// Who gets a canary. Each visitor has a random bucket, 0 to 9,999 (kept by the BFF in a cookie
// of its own): a canary for N% serves the buckets below N * 100, so the same visitor gets the same
// versions on every page and every BFF instance, and raising the share only adds visitors.

/** A canary's share of visitors, in whole percent: never none, never everyone (that is a promote). */
export const CANARY_PERCENT = { min: 1, max: 99 } as const;

export const BUCKETS = 10_000;

/** Whether a visitor in this bucket gets a canary served to `percent` % of visitors. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent * (BUCKETS / 100);
}

/** The bucket a cookie value names; null when it names none (missing, changed by hand, out of range). */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}
