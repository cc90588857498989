import { isPluralElement, isSelectElement, isTagElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@citypass/shared-ui/contracts';

// FormatJS's verify holds placeholders, not plural forms: each language's counts take exactly
// the forms its plural rules have (exact numbers such as =0 aside), so none falls back to `other`.

/** The forms each plural of a message offers, by placeholder. */
function pluralForms(elements: MessageFormatElement[], found = new Map<string, string[]>()): Map<string, string[]> {
  for (const element of elements) {
    if (isPluralElement(element)) found.set(element.value, Object.keys(element.options).filter((form) => !form.startsWith('=')).sort());
    if (isPluralElement(element) || isSelectElement(element)) Object.values(element.options).forEach((option) => pluralForms(option.value, found));
    if (isTagElement(element)) pluralForms(element.children, found);
  }
  return found;
}

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const catalogue: Record<string, string> = require(`./${language}.json`);
  const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
  const plurals = Object.entries(catalogue).flatMap(([id, text]) => [...pluralForms(parse(text))].map(([name, offered]) => [`${id} {${name}}`, offered] as const));

  it('has plurals to check', () => expect(plurals).not.toHaveLength(0));

  it.each(plurals)(`gives %s the forms of ${language}`, (_message, offered) => {
    expect(offered).toEqual(forms);
  });
});
