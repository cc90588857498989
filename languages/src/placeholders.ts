import { TYPE, type MessageElement } from './compiled-catalogue';

// What a message asks of the code that formats it: each placeholder's name and kind. Wording,
// plural categories (a language has its own: Japanese only `other`) and date or number styles are
// the language's own; a select's options are values the code passes, so they must match.

const SIMPLE_KINDS: Partial<Record<MessageElement['type'], string>> = {
  [TYPE.argument]: 'an argument',
  [TYPE.number]: 'a number',
  [TYPE.date]: 'a date',
  [TYPE.time]: 'a time',
  [TYPE.tag]: 'a tag',
};

function kindOf(element: MessageElement): string | null {
  if (element.type === TYPE.select) return `a select of ${Object.keys(element.options).sort().join(', ')}`;
  if (element.type === TYPE.plural) {
    const offset = element.offset === 0 ? '' : ` offset ${element.offset}`;
    return `${element.pluralType === 'ordinal' ? 'an ordinal plural' : 'a plural'}${offset}`;
  }
  return SIMPLE_KINDS[element.type] ?? null;
}

function collect(message: MessageElement[], into: Map<string, Set<string>>): void {
  for (const element of message) {
    const kind = kindOf(element);
    if (kind !== null && 'value' in element) into.set(element.value, (into.get(element.value) ?? new Set()).add(kind));
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) collect(option.value, into);
    if (element.type === TYPE.tag) collect(element.children, into);
  }
}

/** Each placeholder of a message, by name, with its kind (a date and a time of one argument: both). */
export function placeholdersOf(message: MessageElement[]): Map<string, string> {
  const found = new Map<string, Set<string>>();
  collect(message, found);
  return new Map([...found].map(([name, kinds]) => [name, [...kinds].sort().join(' and ')]));
}
