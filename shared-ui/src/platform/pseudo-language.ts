import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue } from '@citypass/shared-ui/platform/i18n';

// The teams' pseudo-languages, made in the browser from a part's English catalogue (loaded only
// when one is chosen, outside production): `en-XA` accents every letter and makes each text about
// 40% longer, so hard-coded or clipped text shows at once; `ar-XB` writes each text right to left
// (a bidirectional override) on a page laid out right to left.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

const accent = (text: string) => [...text].map((letter) => [...ACCENTED][PLAIN.indexOf(letter)] ?? letter).join('');
const longer = (text: string) => (text.trim() ? `${text}${'~'.repeat(Math.ceil(text.trim().length * 0.4))}` : text);

function pseudoMessage(elements: MessageFormatElement[], literal: (text: string) => string): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: literal(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoMessage(option.value, literal) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoMessage(element.children, literal) };
    return element;
  });
}

/** The English catalogue in a pseudo-language; placeholders stay as they are. */
export function pseudoCatalogue(english: Catalogue, language: 'en-XA' | 'ar-XB'): Catalogue {
  const literal = language === 'ar-XB' ? (text: string) => `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}` : (text: string) => longer(accent(text));
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(typeof message === 'string' ? parse(message) : message, literal)]),
  );
}
