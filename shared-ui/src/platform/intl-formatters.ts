import { memoize, strategies } from '@formatjs/fast-memoize';
import type { Formatters } from 'intl-messageformat';

// The Intl objects the page's texts format numbers, dates and plurals with, one for each language
// and options, made when a text first needs it: the first one made is dear (the browser loads its
// locale data), so a page whose first texts need none makes none before its first paint.
export const intlFormatters: Formatters = {
  getNumberFormat: memoize((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args), { strategy: strategies.variadic }),
  getDateTimeFormat: memoize((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args), { strategy: strategies.variadic }),
  getPluralRules: memoize((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args), { strategy: strategies.variadic }),
};
