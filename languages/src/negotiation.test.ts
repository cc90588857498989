import type { PageLanguage } from '@citypass/contracts';
import { chooseLanguage } from './negotiation';

const barcelona: PageLanguage[] = ['en', 'es', 'ca', 'fr', 'de'];
const newYork: PageLanguage[] = ['en', 'es', 'zh-Hans', 'ja', 'pt-BR'];

describe('the language of a page', () => {
  it.each([
    [barcelona, ['ca-ES', 'ca', 'en'], 'ca'],
    [barcelona, ['es-MX'], 'es'],
    [barcelona, ['it-IT', 'fr-CH'], 'fr'],
    [barcelona, ['it'], 'en'],
    [newYork, ['zh-CN', 'zh'], 'zh-Hans'],
    [newYork, ['pt'], 'pt-BR'],
    [newYork, ['ja-JP'], 'ja'],
    [newYork, [], 'en'],
  ] as const)('offering %j, a browser asking %j gets %s', (offered, accepted, language) => {
    expect(chooseLanguage({ accepted }, offered)).toBe(language);
  });

  it("takes the visitor's choice first: ?lang= over the cookie, the cookie over the browser", () => {
    expect(chooseLanguage({ param: 'de', cookie: 'es', accepted: ['ca'] }, barcelona)).toBe('de');
    expect(chooseLanguage({ cookie: 'es', accepted: ['ca'] }, barcelona)).toBe('es');
  });

  it.each([
    ['a language the city does not offer', { param: 'ja', cookie: 'pt-BR', accepted: [] }],
    ['junk in ?lang= and the cookie', { param: '<script>', cookie: '"><img>', accepted: [] }],
    ['a ?lang= given twice', { param: ['ca', 'es'], accepted: [] }],
    ['malformed and huge browser tags', { accepted: ['!!', 'x'.repeat(4000), '*', 'en-', ...Array.from({ length: 50 }, () => '--')] }],
  ])("falls back to the city's default for %s, without an error", (_what, asked) => {
    expect(chooseLanguage(asked, ['es', 'en'])).toBe('es');
  });

  it('still finds a language the browser names after junk', () => {
    expect(chooseLanguage({ accepted: ['!!', '*', 'ca'] }, barcelona)).toBe('ca');
  });
});
