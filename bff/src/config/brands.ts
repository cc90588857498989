import { BRAND_NAMES, type BrandName } from '@citypass/contracts';

export function brandProblems(value: string): string[] {
  return (BRAND_NAMES as readonly string[]).includes(value) ? [] : [`Unknown brand "${value}". BRAND must be one of: ${BRAND_NAMES.join(', ')}.`];
}

export function assertBrandName(value: string): BrandName {
  const [problem] = brandProblems(value);
  if (problem) throw new Error(problem);
  return value as BrandName;
}
