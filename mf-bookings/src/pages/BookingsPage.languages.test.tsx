import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { card, fakeProxy, renderPage } from '../testing/bookings-page';
import { unsortedReservations } from '../testing/reservations.fixture';

// The page as a visitor reads it in another language. Dates and times come from shared-ui's
// formatters, so only this part's own words are checked around them.
afterEach(async () => {
  jest.useRealTimers();
  await act(() => switchLanguage('en'));
});

describe('BookingsPage in Spanish', () => {
  it('says everything in Spanish, each count in its plural form', async () => {
    // Anne Frank House's window has closed; Rijksmuseum's is still open.
    jest.useFakeTimers({ now: new Date('2030-06-10T00:00:00.000Z') });
    await act(() => switchLanguage('es'));
    fakeProxy(unsortedReservations);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Rijksmuseum' });
    expect(screen.getByText('Tiene 2 reservas próximas. Los horarios se muestran en la hora local de cada atracción.')).toBeInTheDocument();

    const rijks = within(card('Rijksmuseum'));
    expect(rijks.getByRole('heading', { level: 3, name: '3 pases' })).toBeInTheDocument();
    expect(rijks.getByText('Hora local de Amsterdam')).toBeInTheDocument();
    expect(card('Rijksmuseum')).toHaveTextContent(/Puede modificar o cancelar esta reserva hasta el .+ a las .+\./);
    expect(rijks.getByRole('button', { name: 'Modificar la reserva de Rijksmuseum' })).toHaveTextContent('Modificar');
    expect(rijks.getByRole('button', { name: 'Cancelar la reserva de Rijksmuseum' })).toHaveTextContent('Cancelar');

    const anne = within(card('Anne Frank House'));
    expect(anne.getByRole('heading', { level: 3, name: '1 pase' })).toBeInTheDocument();
    expect(anne.getByText('Ya no se puede modificar')).toBeInTheDocument();
    expect(card('Anne Frank House')).toHaveTextContent(/Podía modificar o cancelar esta reserva hasta el .+ a las .+\./);
  });

  it('asks in Spanish before cancelling, naming how many passes the booking holds', async () => {
    await act(() => switchLanguage('es'));
    fakeProxy(unsortedReservations);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar la reserva de Rijksmuseum' }));

    const dialog = screen.getByRole('dialog', { name: '¿Desea cancelar su reserva de Rijksmuseum?' });
    expect(dialog).toHaveTextContent(/Se cancelará su reserva del .+ a las .+ \(3 pases\)\. Después podrá reservar otra hora\./);
    expect(within(dialog).getByRole('button', { name: 'Sí, cancelar la reserva' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, mantener la reserva' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in Spanish that there is nothing booked yet, and until when bookings can change', async () => {
    await act(() => switchLanguage('es'));
    fakeProxy([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No tiene reservas próximas' })).toBeInTheDocument();
    expect(screen.getByText(/podrá modificarlas o cancelarlas hasta 24 horas antes de su inicio\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver atracciones' })).toHaveAttribute('href', '/attractions');
  });
});

describe('BookingsPage: switching language in place', () => {
  it('keeps an open amend panel and the day chosen in it, now in the new language', async () => {
    fakeProxy(unsortedReservations);
    const { user } = renderPage();
    const amend = await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' });
    await user.click(amend);
    const panel = await screen.findByRole('region', { name: 'Choose a new time for Rijksmuseum' });
    const thursday = within(panel).getByRole('radio', { name: 'Thursday 13th June 2030' });
    await user.click(thursday);

    await act(() => switchLanguage('es'));

    expect(screen.getByRole('region', { name: 'Elija una nueva hora para Rijksmuseum' })).toBe(panel);
    expect(thursday).toBeChecked();
    expect(amend).toHaveAccessibleName('Modificar la reserva de Rijksmuseum');
    expect(amend).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('button', { name: 'Confirmar la nueva hora' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Mantener la hora actual' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('BookingsPage: dates and times after a switch', () => {
  const radios = (group: HTMLElement) =>
    within(group).getAllByRole('radio').map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]);

  it("says the cards and the open amend panel's days and times in Spanish, the panel open and its chosen day kept", async () => {
    fakeProxy(unsortedReservations);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    const panel = await screen.findByRole('region', { name: 'Choose a new time for Rijksmuseum' });
    await user.click(within(panel).getByRole('radio', { name: 'Thursday 13th June 2030' }));

    await act(() => switchLanguage('es'));

    const rijks = within(card('Rijksmuseum'));
    expect(rijks.getByText(/^miércoles, 12 de junio de 2030, a las/)).toHaveTextContent(/^miércoles, 12 de junio de 2030, a las 10:00$/);
    expect(rijks.getByText('Puede modificar o cancelar esta reserva hasta el martes, 11 de junio de 2030 a las 10:00.')).toBeInTheDocument();
    expect(within(card('Anne Frank House')).getByText(/^lunes, 10 de junio de 2030, a las/)).toHaveTextContent(/a las 14:30$/);

    expect(screen.getByRole('region', { name: 'Elija una nueva hora para Rijksmuseum' })).toBe(panel);
    expect(within(panel).getByText(/^Reserva actual: /)).toHaveTextContent(
      'Reserva actual: miércoles, 12 de junio de 2030, a las 10:00. Los horarios corresponden a la hora local de Amsterdam.',
    );
    expect(radios(within(panel).getByRole('group', { name: 'Elija una fecha' }))).toEqual([
      ['miércoles, 12 de junio de 2030', false],
      ['jueves, 13 de junio de 2030', true],
    ]);
    expect(radios(within(panel).getByRole('group', { name: 'Elija una hora' }))).toEqual([['14:00', false]]);
    await user.click(within(panel).getByRole('radio', { name: '14:00' }));
    expect(within(panel).getByRole('button', { name: 'Confirmar la nueva hora' })).toBeEnabled();
  });

  it('asks the cancel question in Spanish when the language changes while it is asked', async () => {
    fakeProxy(unsortedReservations);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Rijksmuseum booking' }));
    const dialog = screen.getByRole('dialog');

    await act(() => switchLanguage('es'));

    expect(screen.getByRole('dialog', { name: '¿Desea cancelar su reserva de Rijksmuseum?' })).toBe(dialog);
    expect(dialog).toHaveTextContent(
      'Se cancelará su reserva del miércoles, 12 de junio de 2030 a las 10:00 (3 pases). Después podrá reservar otra hora.',
    );
  });
});
