import type * as Parser from '@formatjs/icu-messageformat-parser' with { 'resolution-mode': 'import' };
import type { PseudoLanguage } from '@citypass/shared-ui/contracts';

// A server-written page in a teams' pseudo-language, as the browser makes the parts' (shared-ui's
// pseudo-language.ts): the English message with every literal accented and about 40% longer
// (en-XA), or written right to left (ar-XB); placeholders stay as they are.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

const accent = (text: string) => [...text].map((letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter).join('');
const longer = (text: string) => (text.trim() ? `${text}${'~'.repeat(Math.ceil(text.trim().length * 0.4))}` : text);

const literals: Record<PseudoLanguage, (text: string) => string> = {
  'en-XA': (text) => longer(accent(text)),
  'ar-XB': (text) => `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}`,
};

/** The parser's type guards, handed in: it ships as ES modules only, imported once by server-texts.ts. */
export type ElementGuards = Pick<typeof Parser, 'isLiteralElement' | 'isPluralElement' | 'isSelectElement' | 'isTagElement'>;

/** The English message's syntax tree in a pseudo-language. */
export function pseudoMessage(elements: Parser.MessageFormatElement[], language: PseudoLanguage, is: ElementGuards): Parser.MessageFormatElement[] {
  const literal = literals[language];
  const remake = (of: Parser.MessageFormatElement[]): Parser.MessageFormatElement[] =>
    of.map((element) => {
      if (is.isLiteralElement(element)) return { ...element, value: literal(element.value) };
      if (is.isPluralElement(element) || is.isSelectElement(element)) {
        const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: remake(option.value) }]));
        return { ...element, options };
      }
      if (is.isTagElement(element)) return { ...element, children: remake(element.children) };
      return element;
    });
  return remake(elements);
}
