import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerLanguages, switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { Header } from '../Header/Header';
import { LanguageSwitcher } from './LanguageSwitcher';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  offerLanguages(['en', 'es', 'ca']);
});
afterEach(async () => {
  await act(() => switchLanguage('en'));
  offerLanguages(['en']);
});

test("lists the city's languages by their own names, each marked with its own language", () => {
  renderWithPlatform(<LanguageSwitcher />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  const options = within(select).getAllByRole('option');
  expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
    ['English', 'en'],
    ['Español', 'es'],
    ['Català', 'ca'],
  ]);
  expect(select).toHaveValue('en');
});

test('choosing a language keeps the choice and changes the texts in place', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<LanguageSwitcher />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Català');
  expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');
  expect(document.documentElement).toHaveAttribute('lang', 'ca');
  expect(fetchMock).toHaveBeenCalledWith('/api/language', expect.objectContaining({ method: 'POST', body: JSON.stringify({ language: 'ca' }) }));
});

test('a city of one language shows no switcher', () => {
  offerLanguages(['en']);
  renderWithPlatform(<LanguageSwitcher />);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

describe('in the header', () => {
  const header = (showMenu: boolean) => (
    <Header logo={{ wordmark: 'Barcelona', tagline: 'City Pass' }} navItems={[{ to: '/bookings', label: 'My bookings' }]} showMenu={showMenu} signedIn onSignOut={jest.fn()} />
  );

  test('sits in the bar, and also under the links of the menu a phone opens (the bar has no room for it there)', async () => {
    renderWithPlatform(header(true), { route: '/bookings' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const [inMenu, inBar] = screen.getAllByRole('combobox', { name: 'Language' });
    expect(panel).not.toContainElement(inBar!);
    expect(panel).toContainElement(inMenu!);
    await userEvent.setup().selectOptions(inMenu!, 'Español');
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Idioma' })).toHaveLength(2));
    expect(screen.getAllByRole('combobox').map((select) => (select as HTMLSelectElement).value)).toEqual(['es', 'es']);
  });

  test('without a menu, in the bar alone', () => {
    renderWithPlatform(header(false));
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
  });
});
