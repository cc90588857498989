/** The brands a deployment may choose; shared-ui holds each brand's theme. */
export const BRAND_NAMES = ['legacy', 'wip', 'amsterdam', 'barcelona', 'newyork'] as const;
export type BrandName = (typeof BRAND_NAMES)[number];
