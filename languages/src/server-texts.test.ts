import { serverTexts, type ServerCatalogues } from './server-texts';

// The texts of a server-written page: ICU text formatted in the page's language, the
// pseudo-languages made from English with their placeholders untouched.
const catalogues: ServerCatalogues<'greeting' | 'count'> = {
  en: { greeting: 'Hello {name}', count: '{n, plural, one {# pass} other {# passes}}' },
  nl: { greeting: 'Hallo {name}', count: '{n, plural, one {# pas} other {# passen}}' },
  de: { greeting: 'Hallo {name}', count: '{n, plural, one {# Pass} other {# Pässe}}' },
  fr: { greeting: 'Bonjour {name}', count: '{n, plural, one {# pass} other {# pass}}' },
  es: { greeting: 'Hola {name}', count: '{n, plural, one {# pase} other {# pases}}' },
  ca: { greeting: 'Hola {name}', count: '{n, plural, one {# passi} other {# passis}}' },
  'zh-Hans': { greeting: '您好，{name}', count: '{n} 张通票' },
  ja: { greeting: '{name} 様', count: 'パス {n} 枚' },
  'pt-BR': { greeting: 'Olá, {name}', count: '{n, plural, one {# passe} other {# passes}}' },
};
const texts = serverTexts(catalogues);

test("formats a language's message with its placeholders and plural rules", async () => {
  const german = await texts('de');
  expect(german('greeting', { name: 'Anna' })).toBe('Hallo Anna');
  expect(german('count', { n: 2 })).toBe('2 Pässe');
  expect((await texts('ja'))('greeting', { name: '<b>' })).toBe('<b> 様');
});

test('writes en-XA accented and longer, and ar-XB right to left, leaving the placeholders as given', async () => {
  expect((await texts('en-XA'))('greeting', { name: 'Anna' })).toBe('Ĥéĺĺö~~ Anna');
  expect((await texts('ar-XB'))('greeting', { name: 'Anna' })).toBe('\u202EHello \u202CAnna');
  expect((await texts('en-XA'))('count', { n: 1 })).toBe('1 þàšš~~');
});
