import { BRAND_NAMES, type BrandName } from '@citypass/shared-ui/contracts';

export function assertBrandName(value: string): BrandName {
  if (!(BRAND_NAMES as readonly string[]).includes(value)) {
    throw new Error(`Unknown brand "${value}". BRAND must be one of: ${BRAND_NAMES.join(', ')}.`);
  }
  return value as BrandName;
}
