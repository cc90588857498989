import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineTexts, setMissingReporter, switchLanguage, type Catalogue } from './i18n';

// A part's texts as a person reads them: in the page's language, switched in place, English
// where a catalogue cannot be loaded or lacks a text.
const catalogues: Record<string, Catalogue> = {
  en: { title: 'My bookings', count: '{count, plural, one {# booking} other {# bookings}}', by: '{kind, select, pass {By pass} other {By date}}', at: 'At {time} on {date}' },
  es: { title: 'Mis reservas', count: '{count, plural, one {# reserva} other {# reservas}}', at: 'El {date} a las {time}' },
};
const loads: string[] = [];
const missing: string[] = [];
setMissingReporter((part, language, id) => missing.push(`${part}:${language}:${id}`));
const texts = defineTexts<'title' | 'count' | 'by' | 'at'>('test-part', async (language) => {
  loads.push(language);
  const catalogue = catalogues[language];
  if (!catalogue) throw new Error(`no ${language} file`);
  return { default: catalogue };
});

function Bookings() {
  const t = texts.useT();
  const [passes, setPasses] = useState(1);
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('count', { count: passes })}</p>
      <p>{t('by', { kind: 'pass' })}</p>
      <p data-testid="when">{t.rich('at', { time: <strong>15:30</strong>, date: 'lunes' })}</p>
      <button type="button" onClick={() => setPasses((n) => n + 1)}>
        +
      </button>
    </section>
  );
}

const renderPart = () =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Bookings />
    </Suspense>,
  );

beforeEach(async () => {
  await act(() => switchLanguage('en'));
});

test('formats plural and select messages in the page language', async () => {
  renderPart();
  expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
  expect(screen.getByText('1 booking')).toBeInTheDocument();
  expect(screen.getByText('By pass')).toBeInTheDocument();
});

test('a switch changes every text in place: what the visitor started stays, each file is loaded once', async () => {
  renderPart();
  await userEvent.click(await screen.findByRole('button', { name: '+' }));
  expect(screen.getByText('2 bookings')).toBeInTheDocument();
  loads.length = 0;
  await act(() => switchLanguage('es'));
  expect(screen.getByRole('heading', { name: 'Mis reservas' })).toBeInTheDocument();
  expect(screen.getByText('2 reservas')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'es');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  await act(() => switchLanguage('en'));
  await act(() => switchLanguage('es'));
  expect(loads).toEqual(['es']);
});

test('a text the catalogue lacks shows in English, never as its id, and is reported once', async () => {
  await act(() => switchLanguage('es'));
  renderPart();
  expect(await screen.findByText('By pass')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '+' }));
  expect(missing).toEqual(['test-part:es:by']);
});

test('a language whose file cannot be loaded shows English', async () => {
  await act(() => switchLanguage('fr'));
  renderPart();
  expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
});

test('the pseudo-languages are English remade: accented with each word longer, or right to left on a right-to-left page', async () => {
  await act(() => switchLanguage('en-XA'));
  renderPart();
  expect(await screen.findByRole('heading', { name: 'Ṁý~ ƀööķíñĝš~~~~' })).toBeInTheDocument();
  expect(screen.getByText('1 ƀööķíñĝ~~~')).toBeInTheDocument();
  await act(() => switchLanguage('ar-XB'));
  expect(screen.getByRole('heading', { name: '\u202EMy bookings\u202C' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test("the page's web app manifest follows the switch, so an app installed after it speaks the new language", async () => {
  const link = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest?lang=en' }));
  await act(() => switchLanguage('ca'));
  expect(link.getAttribute('href')).toBe('/manifest.webmanifest?lang=ca');
  link.remove();
});

test('an element inside a message goes where the language puts its placeholder', async () => {
  await act(() => switchLanguage('es'));
  renderPart();
  const when = await screen.findByTestId('when');
  expect(when).toHaveTextContent('El lunes a las 15:30');
  expect(when.querySelector('strong')).toHaveTextContent('15:30');
});

test('catalogues as built (syntax trees) read as their ICU text does: plain, empty and formatted messages', async () => {
  const icu = { plain: 'Choose your passes', quoted: "Don''t miss it", empty: '', counted: '{count, plural, one {# pass} other {# passes}}' };
  const built = defineTexts<keyof typeof icu>('built-part', async () => ({
    default: Object.fromEntries(Object.entries(icu).map(([id, message]) => [id, parse(message)])),
  }));
  await built.ready();
  expect(built.text('plain')).toBe('Choose your passes');
  expect(built.text('quoted')).toBe("Don't miss it");
  expect(built.text('empty')).toBe('');
  expect(built.text('counted', { count: 1 })).toBe('1 pass');
  expect(built.text('counted', { count: 3 })).toBe('3 passes');
});

test('words and choices are written without touching Intl (its first use loads locale data); plurals still read right', async () => {
  const used: string[] = [];
  const spies = [
    jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      used.push('supportedLocalesOf');
      return [locales].flat().filter((locale): locale is string => typeof locale === 'string');
    }),
    ...(['PluralRules', 'DateTimeFormat', 'Locale'] as const).map((name) => {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      return jest.spyOn(Intl, name).mockImplementation(((...args: unknown[]) => {
        used.push(name);
        return new Original(...args);
      }) as never);
    }),
  ];
  try {
    const icu = { plain: 'My bookings', chosen: '{kind, select, pass {By pass} other {By date}}', named: 'Add {attraction}', counted: '{count, plural, one {# pass} other {# passes}}' };
    const part = defineTexts<keyof typeof icu>('intl-free-part', async () => ({ default: Object.fromEntries(Object.entries(icu).map(([id, message]) => [id, parse(message)])) }));
    await part.ready();
    expect([part.text('plain'), part.text('chosen', { kind: 'pass' }), part.text('named', { attraction: 'Rijksmuseum' })]).toEqual(['My bookings', 'By pass', 'Add Rijksmuseum']);
    expect(used).toEqual([]);
    expect([part.text('counted', { count: 1 }), part.text('counted', { count: 2 })]).toEqual(['1 pass', '2 passes']);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
