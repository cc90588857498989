import type { BrandName, BrandTheme } from './brand-theme';
import { amsterdam } from './brands/amsterdam';
import { barcelona } from './brands/barcelona';
import { legacy } from './brands/legacy';
import { newyork } from './brands/newyork';
import { wip } from './brands/wip';

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
