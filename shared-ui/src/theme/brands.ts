import type { BrandName, BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { amsterdam } from '@citypass/shared-ui/theme/brands/amsterdam';
import { barcelona } from '@citypass/shared-ui/theme/brands/barcelona';
import { legacy } from '@citypass/shared-ui/theme/brands/legacy';
import { newyork } from '@citypass/shared-ui/theme/brands/newyork';
import { wip } from '@citypass/shared-ui/theme/brands/wip';

export const brandThemes: Record<BrandName, BrandTheme> = {
  legacy,
  wip,
  amsterdam,
  barcelona,
  newyork,
};

export function isBrandName(value: string): value is BrandName {
  return Object.prototype.hasOwnProperty.call(brandThemes, value);
}
