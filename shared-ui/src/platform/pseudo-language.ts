import { parse } from '@formatjs/icu-messageformat-parser';
import type { PseudoLanguage } from '@citypass/contracts';
import { pseudoMessage } from '@citypass/languages/pseudo-languages';
import type { Catalogue } from '@citypass/shared-ui/platform/i18n';

// The teams' pseudo-languages, made in the browser from a part's English catalogue (loaded only
// when one is chosen, outside production), by the languages package's rule (pseudo-languages.ts).

/** The English catalogue in a pseudo-language; placeholders stay as they are. */
export function pseudoCatalogue(english: Catalogue, language: PseudoLanguage): Catalogue {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(typeof message === 'string' ? parse(message) : message, language)]));
}
