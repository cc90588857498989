import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { SIGNED_IN } from '@citypass/shared-ui/testing/signed-in';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { storeLastBooking } from '../testing/last-booking';
import AttractionsPage from './AttractionsPage';
import ConfirmationPage from './ConfirmationPage';

// The pages as a visitor reads them in another language, and a switch in place keeping what they chose.
const rijks = { id: 'ams-rijksmuseum', name: 'Rijksmuseum', description: 'Dutch masters', city: 'Amsterdam', timezone: 'Europe/Amsterdam', category: 'Museum', address: 'Museumstraat 1' };
const pass = (pass_number: string) => ({ pass_number, valid_from: '2030-01-01', valid_until: '2031-01-01', used: false, reservations: 0 });
const slots = [
  { id: '7', date_time: '2030-06-10T07:30:00.000Z', timezone: 'Europe/Amsterdam' },
  { id: '8', date_time: '2030-06-10T08:00:00.000Z', timezone: 'Europe/Amsterdam' },
];
const replies: Record<string, unknown> = {
  offers: [rijks],
  'offers/ams-rijksmuseum': rijks,
  'passes?offer_id=ams-rijksmuseum': [pass('100000000011'), pass('100000000012')],
  'availability?offer_id=ams-rijksmuseum&passes=100000000011': slots,
  'availability?offer_id=ams-rijksmuseum&passes=100000000011,100000000012': slots,
};
const session: SessionContextValue = {
  status: 'authenticated',
  data: SIGNED_IN,
  update: jest.fn(async () => null),
  signIn: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
};

let asked: string[];
beforeEach(() => {
  asked = [];
  window.sessionStorage.clear();
  globalThis.fetch = jest.fn(async (url: string) => {
    const path = url.replace('/api/proxy/', '');
    asked.push(path);
    const body = replies[path];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => JSON.stringify(body ?? { error_code: 'NOT_FOUND' }) } as Response;
  }) as unknown as typeof fetch;
});
afterEach(() => act(() => switchLanguage('en')));

function renderAt(route: string) {
  renderWithPlatform(
    <SessionContext.Provider value={session}>
      <Routes>
        <Route path="/attractions" element={<AttractionsPage />} />
        <Route path="/confirmation" element={<ConfirmationPage />} />
      </Routes>
    </SessionContext.Provider>,
    { route },
  );
}

const step = (name: string) => within(screen.getByRole('group', { name }));
// Dates and times are named by shared-ui's date formats, not by this part's texts: chosen by their place.
const choice = async (legend: string, index: number) => within(await screen.findByRole('group', { name: legend })).getAllByRole('radio')[index]!;

it('reads in Spanish: the list, the booking steps and the Book button counting the passes', async () => {
  const user = userEvent.setup();
  await act(() => switchLanguage('es'));
  renderAt('/attractions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Atracciones' })).toBeInTheDocument();
  expect(screen.getByText('Elija una atracción, seleccione sus pases y reserve la hora de su visita.')).toBeInTheDocument();
  await user.click(within(screen.getByRole('list', { name: 'Atracciones' })).getByRole('link', { name: 'Rijksmuseum' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Reserve su visita' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Todas las atracciones' })).toHaveAttribute('href', '/attractions');
  expect(screen.getByText('Elija al menos un pase para ver los horarios disponibles.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reservar' })).toBeDisabled();

  await user.click(await step('1. Elija los pases').findByRole('checkbox', { name: '1000-0000-0011' }));
  expect(screen.getByRole('button', { name: 'Reservar 1 pase' })).toBeDisabled();
  await user.click(step('1. Elija los pases').getByRole('checkbox', { name: '1000-0000-0012' }));
  expect(screen.getByRole('button', { name: 'Reservar 2 pases' })).toBeDisabled();
  await user.click(await choice('2. Elija una fecha', 0));
  expect(screen.getByText(/: elija una hora\.$/)).toBeInTheDocument();
  await user.click(await choice('3. Elija una hora', 0));
  expect(screen.getByRole('button', { name: 'Reservar 2 pases' })).toBeEnabled();
});

it('switches language in place: the chosen passes and time stay chosen, nothing is asked again', async () => {
  const user = userEvent.setup();
  renderAt('/attractions?offer=ams-rijksmuseum');
  await user.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
  await user.click(await choice('2. Choose a date', 0));
  await user.click(await choice('3. Choose a time', 1));
  const calls = asked.length;

  await act(() => switchLanguage('ja'));
  expect(document.documentElement).toHaveAttribute('lang', 'ja');
  expect(screen.getByRole('heading', { level: 2, name: 'ご来場の予約' })).toBeInTheDocument();
  expect(step('1. パスを選択').getByRole('checkbox', { name: '1000-0000-0011' })).toBeChecked();
  expect(step('1. パスを選択').getByRole('checkbox', { name: '1000-0000-0012' })).not.toBeChecked();
  expect(await choice('3. 時間を選択', 1)).toBeChecked();
  expect(screen.getByRole('button', { name: 'パス1枚を予約する' })).toBeEnabled();
  expect(asked).toHaveLength(calls);
});

// The summary's line for a term (Date, Time), as a wide screen shows it beside the steps.
const summaryOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

it('switches to Spanish in place: the chosen date and time stay chosen, and the summary reads them in Spanish', async () => {
  const user = userEvent.setup();
  renderAt('/attractions?offer=ams-rijksmuseum');
  await user.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
  await user.click(await screen.findByRole('radio', { name: 'Monday 10th June 2030' }));
  await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
  expect(summaryOf('Date')).toHaveTextContent(/^Monday 10th June 2030$/);
  expect(summaryOf('Time')).toHaveTextContent(/^10:00 AM$/);

  await act(() => switchLanguage('es'));
  expect(step('1. Elija los pases').getByRole('checkbox', { name: '1000-0000-0011' })).toBeChecked();
  expect(step('2. Elija una fecha').getByRole('radio', { name: 'lunes, 10 de junio de 2030' })).toBeChecked();
  expect(step('3. Elija una hora').getByRole('radio', { name: '10:00' })).toBeChecked();
  expect(step('3. Elija una hora').getByRole('radio', { name: '9:30' })).not.toBeChecked();
  expect(summaryOf('Fecha')).toHaveTextContent(/^lunes, 10 de junio de 2030$/);
  expect(summaryOf('Hora')).toHaveTextContent(/^10:00$/);
  expect(screen.getByText('lunes, 10 de junio de 2030 a las 10:00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reservar 1 pase' })).toBeEnabled();
});

it('confirms the booking in German, the passes counted in German', async () => {
  storeLastBooking();
  await act(() => switchLanguage('de'));
  renderAt('/confirmation?attractionID=ams-rijksmuseum');
  expect(screen.getByRole('heading', { level: 1, name: 'Buchung bestätigt' })).toBeInTheDocument();
  expect(screen.getByText(/^Alles ist bereit für Ihren Besuch: Rijksmuseum\./)).toBeInTheDocument();
  expect(screen.getByText('Eintrittskarten')).toBeInTheDocument();
  expect(screen.getByText('3 Pässe')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meine Buchungen' })).toHaveAttribute('href', '/bookings');
  expect(screen.getByRole('link', { name: 'Weitere Attraktion buchen' })).toHaveAttribute('href', '/attractions');
});

it("confirms the booking in Japanese, its date and time read at the attraction, and switches in place", async () => {
  storeLastBooking();
  renderAt('/confirmation?attractionID=ams-rijksmuseum');
  expect(screen.getByText('Monday 10th June 2030')).toBeInTheDocument();
  expect(screen.getByText('9:30 AM')).toBeInTheDocument();

  await act(() => switchLanguage('ja'));
  expect(screen.getByRole('heading', { level: 1, name: '予約が確定しました' })).toBeInTheDocument();
  expect(screen.getByText('日付').nextElementSibling).toHaveTextContent(/^2030年6月10日月曜日$/);
  expect(screen.getByText('時間').nextElementSibling).toHaveTextContent(/^9:30$/);
  expect(screen.getByText('パス3枚')).toBeInTheDocument();
});
