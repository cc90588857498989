import { LANGUAGES, SOURCE_LANGUAGE, type PageLanguage } from '@citypass/contracts';
import { releaseTexts } from '../i18n/release-texts';
import { previewRefusalPage, type PreviewRefusal } from './preview-refusal-page';

// A preview link that opens nothing shows a page in the visitor's language: its status, a heading
// saying why, what to do, and a way back to the site.
const REFUSALS: PreviewRefusal[] = ['tampered', 'expired', 'another-deployment', 'not-publishable', 'not-a-dev-server'];

async function pageIn(language: PageLanguage, refusal: PreviewRefusal) {
  const { status, html } = previewRefusalPage(refusal, language, await releaseTexts(language));
  const element = (tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(html)?.[1];
  return { status, html, opening: /<html[^>]*>/.exec(html)?.[0], title: element('title'), heading: element('h1'), paragraphs: [...html.matchAll(/<p>(.*?)<\/p>/g)].map(([, text]) => text) };
}

test('in English, says what it said before', async () => {
  const tampered = await pageIn('en', 'tampered');
  expect(tampered).toMatchObject({ status: 400, opening: '<html lang="en" dir="ltr">', title: 'This preview link is not valid · City Pass Bookings', heading: 'This preview link is not valid' });
  expect(tampered.paragraphs).toEqual([
    'It may have been changed, or cut short when it was copied. Ask the team that sent it for a new link.',
    'Nothing has changed in this browser.',
    '<a href="/">Go to City Pass Bookings</a>',
  ]);
  expect((await pageIn('en', 'expired')).status).toBe(410);
  expect((await pageIn('en', 'not-publishable')).status).toBe(409);
  expect((await pageIn('en', 'not-a-dev-server')).paragraphs[0]).toBe(
    'Give remote= (auth, attractions or bookings) and url= the address of your dev server on this machine, such as /_preview/dev?remote=bookings&amp;url=http://localhost:3013/',
  );
});

const translated = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
test.each(translated)('in %s, every refusal is written in that language, with the same status', async (language) => {
  for (const refusal of REFUSALS) {
    const [english, page] = [await pageIn('en', refusal), await pageIn(language, refusal)];
    expect(page.status).toBe(english.status);
    expect(page.opening).toBe(`<html lang="${language}" dir="ltr">`);
    expect(page.heading).toBeTruthy();
    expect(page.heading).not.toBe(english.heading);
    expect(page.paragraphs).toHaveLength(3);
    page.paragraphs.forEach((paragraph, at) => expect(paragraph).not.toBe(english.paragraphs[at]));
  }
  // The example address is a value: the same in every language, escaped.
  expect((await pageIn(language, 'not-a-dev-server')).paragraphs[0]).toContain('/_preview/dev?remote=bookings&amp;url=http://localhost:3013/');
});

test('in the right-to-left pseudo-language, the page is laid out right to left', async () => {
  const page = await pageIn('ar-XB', 'expired');
  expect(page.opening).toBe('<html lang="ar-XB" dir="rtl">');
  expect(page.heading).toBe('\u202EThis preview link has expired\u202C');
});
