// The brands a deployment may choose; the shell holds each brand's theme.
export const BRAND_NAMES = ['legacy', 'wip', 'amsterdam', 'barcelona', 'newyork'] as const;
export type BrandName = (typeof BRAND_NAMES)[number];

export function assertBrandName(value: string): BrandName {
  if (!(BRAND_NAMES as readonly string[]).includes(value)) {
    throw new Error(`Unknown brand "${value}". BRAND must be one of: ${BRAND_NAMES.join(', ')}.`);
  }
  return value as BrandName;
}
