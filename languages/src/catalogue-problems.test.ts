import { catalogueProblems } from './catalogue-problems';
import { TYPE, type MessageElement } from './compiled-catalogue';

// Syntax trees as ICU's parser makes them, written out: `{name}` is arg('name'), and so on.
const text = (value: string): MessageElement => ({ type: TYPE.literal, value });
const arg = (value: string): MessageElement => ({ type: TYPE.argument, value });
const num = (value: string): MessageElement => ({ type: TYPE.number, value });
const date = (value: string): MessageElement => ({ type: TYPE.date, value });
const time = (value: string): MessageElement => ({ type: TYPE.time, value });
const pound: MessageElement = { type: TYPE.pound };
const tag = (value: string, children: MessageElement[]): MessageElement => ({ type: TYPE.tag, value, children });
const branches = (options: Record<string, MessageElement[]>) => Object.fromEntries(Object.entries(options).map(([key, value]) => [key, { value }]));
const select = (value: string, options: Record<string, MessageElement[]>): MessageElement => ({ type: TYPE.select, value, options: branches(options) });
const plural = (value: string, options: Record<string, MessageElement[]>, { offset = 0, ordinal = false } = {}): MessageElement => ({
  type: TYPE.plural,
  value,
  options: branches(options),
  offset,
  pluralType: ordinal ? 'ordinal' : 'cardinal',
});

const passes = plural('count', { one: [pound, text(' pass')], other: [pound, text(' passes')] });

it.each<[string, MessageElement[], MessageElement[], string[]]>([
  ['the same placeholders in other words', [text('Hello '), arg('name')], [arg('name'), text(', bonjour')], []],
  ['a branch for an exact number beside the forms', [passes], [plural('count', { '=0': [text('kein Pass')], one: [pound, text(' Pass')], other: [pound, text(' Pässe')] })], []],
  ['a date shown in its own style, and a date and a time of one argument', [date('at'), time('at')], [time('at'), text(' '), date('at')], []],
  ['a placeholder inside a tag and a branch', [tag('b', [select('kind', { adult: [arg('name')], other: [] })])], [tag('b', [select('kind', { other: [], adult: [arg('name')] })])], []],
  ['a placeholder missing', [text('Hello '), arg('name')], [text('Hallo')], ['lacks {name}, an argument in English']],
  ['a placeholder English has not', [text('Hello')], [text('Bonjour '), arg('name')], ['has {name}, which English has not']],
  ['a number where English has a plural', [passes], [num('count'), text(' pass')], ['{count} is a number, a plural in English']],
  ['an ordinal where English counts', [passes], [plural('count', { other: [pound] }, { ordinal: true })], ['{count} is an ordinal plural, a plural in English']],
  ['an offset English has not', [passes], [plural('count', { other: [pound] }, { offset: 1 })], ['{count} is a plural offset 1, a plural in English', '{count} has the forms other; de has one, other']],
  ['a select with other options', [select('kind', { adult: [], child: [], other: [] })], [select('kind', { adult: [], other: [] })], ['{kind} is a select of adult, other, a select of adult, child, other in English']],
  ['a tag missing', [tag('b', [text('Hi')])], [text('Salut')], ['lacks {b}, a tag in English']],
  ['a branch that words its count rather than show it', [passes], [plural('count', { one: [text('ein Pass')], other: [pound, text(' Pässe')] })], []],
  ['a plural without a form its language has', [passes], [plural('count', { other: [pound, text(' Pässe')] })], ['{count} has the forms other; de has one, other']],
  ['an ordinal with the forms of its language', [plural('n', { one: [pound, text('st')], two: [pound, text('nd')], few: [pound, text('rd')], other: [pound, text('th')] }, { ordinal: true })], [plural('n', { other: [pound, text('.')] }, { ordinal: true })], []],
])('%s', (_case, english, german, problems) => {
  const catalogues = { en: { 'src/i18n': { 'booking.count': english } }, de: { 'src/i18n': { 'booking.count': german } } };
  expect(catalogueProblems(catalogues)).toEqual(problems.map((problem) => `de: booking.count in src/i18n: ${problem}`));
});

it('names every message a language lacks or adds, part by part, languages in order', () => {
  const english = { 'src/i18n': { 'a.one': [text('One')], 'a.two': [text('Two')] }, '../shared-ui/src/i18n': { 'language.label': [text('Language')] } };
  expect(
    catalogueProblems({
      fr: { 'src/i18n': { 'a.one': [text('Un')], 'a.three': [text('Trois')] } },
      en: english,
      de: english,
    }),
  ).toEqual([
    'fr: language.label in ../shared-ui/src/i18n: missing, English has it',
    'fr: a.three in src/i18n: not in English',
    'fr: a.two in src/i18n: missing, English has it',
  ]);
});

it("takes a language's own plural forms, not English's", () => {
  const catalogues = { en: { 'src/i18n': { 'a.count': [passes] } }, ja: { 'src/i18n': { 'a.count': [plural('count', { other: [pound, text('枚')] })] } } };
  expect(catalogueProblems(catalogues)).toEqual([]);
});

it("holds English's own plurals to its forms", () => {
  expect(catalogueProblems({ en: { 'src/i18n': { 'a.count': [plural('n', { other: [pound] })] } } })).toEqual(['en: a.count in src/i18n: {n} has the forms other; en has one, other']);
});

it('wants English to check every other language against, and is content with no texts at all', () => {
  expect(catalogueProblems({ fr: { 'src/i18n': {} } })).toEqual(['en: no English catalogue, which every other language is checked against']);
  expect(catalogueProblems({})).toEqual([]);
  expect(catalogueProblems({ en: { 'src/i18n': { a: [text('A')] } } })).toEqual([]);
});
