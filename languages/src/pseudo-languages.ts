import type { PseudoLanguage } from '@citypass/contracts';

// The teams' pseudo-languages, made from an English message's syntax tree (ICU MessageFormat, as
// FormatJS parses it), by the browser for the parts and by the servers for their own pages:
// `en-XA` accents every letter and makes each text about 40% longer, so hard-coded or clipped
// text shows at once; `ar-XB` writes each text right to left (a bidirectional override), on a
// page laid out right to left. Placeholders stay as they are.

/** What of a message's syntax tree the remaking reads: FormatJS's element kinds, by their numbers. */
interface MessageElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageElement[] }>;
  children?: MessageElement[];
}

const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

const accent = (text: string) => [...text].map((letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter).join('');
// Each word grows, so a longer text still wraps where a translation's would.
const longer = (text: string) => text.replace(/\S+/g, (word) => `${word}${'~'.repeat(Math.ceil(word.length * 0.4))}`);

const literals: Record<PseudoLanguage, (text: string) => string> = {
  'en-XA': (text) => longer(accent(text)),
  'ar-XB': (text) => `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}`,
};

/** The English message's syntax tree in a pseudo-language. */
export function pseudoMessage<Element extends object>(elements: readonly Element[], language: PseudoLanguage): Element[] {
  const literal = literals[language];
  const remake = (of: readonly MessageElement[]): MessageElement[] =>
    of.map((element) => {
      if (element.type === LITERAL && typeof element.value === 'string') return { ...element, value: literal(element.value) };
      if ((element.type === PLURAL || element.type === SELECT) && element.options) {
        const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: remake(option.value) }]));
        return { ...element, options };
      }
      if (element.type === TAG && element.children) return { ...element, children: remake(element.children) };
      return element;
    });
  return remake(elements as unknown as readonly MessageElement[]) as unknown as Element[];
}
