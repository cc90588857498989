import { TYPE, type MessageElement } from './compiled-catalogue';

// Each plural of a message offers exactly the forms its language's plural rules have (exact
// numbers such as `=0` aside): a form missing would fall back to `other`, one too many is never
// chosen. FormatJS's verify does not hold this.

type Plural = [name: string, type: Intl.PluralRuleType, forms: string[]];

function pluralsOf(message: readonly MessageElement[], found: Plural[] = []): Plural[] {
  for (const element of message) {
    if (element.type === TYPE.plural) found.push([element.value, element.pluralType, Object.keys(element.options).filter((form) => !form.startsWith('=')).sort()]);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) pluralsOf(option.value, found);
    if (element.type === TYPE.tag) pluralsOf(element.children, found);
  }
  return found;
}

/** Each plural of the message whose forms are not `language`'s, as a line ending the message's. */
export function pluralFormProblems(language: string, message: readonly MessageElement[]): string[] {
  return pluralsOf(message).flatMap(([name, type, offered]) => {
    const forms = [...new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories].sort();
    return offered.join() === forms.join() ? [] : [`{${name}} has the forms ${offered.join(', ')}; ${language} has ${forms.join(', ')}`];
  });
}
