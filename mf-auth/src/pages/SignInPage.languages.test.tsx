import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform, TEST_DEPLOYMENT_LINKS } from '@citypass/shared-ui/testing/render';
import SignInPage from './SignInPage';

// The front door as a visitor reading Spanish (or Japanese) sees it: every text of the remote in
// the page's language, counts in that language's plural forms, and a switch made in place.

const pass = (pass_number: string) => ({ pass_number, valid_from: '2030-01-01', valid_until: '2030-01-03' });

function session(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    status: 'unauthenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  };
}

function signedIn(passes: number): SessionContextValue {
  const data: SessionData = {
    user: { name: 'CP-100001', email: 'three.passes@example.com' },
    orderNumber: 'CP-100001',
    passes: Array.from({ length: passes }, (_, index) => pass(`10000000001${index}`)),
    expires: '2030-02-01T00:00:00.000Z',
  };
  return session({ status: 'authenticated', data });
}

const renderPage = (value: SessionContextValue) =>
  renderWithPlatform(
    <SessionContext.Provider value={value}>
      <SignInPage />
    </SessionContext.Provider>,
  );

afterEach(() => act(() => switchLanguage('en')));

describe('SignInPage in Spanish', () => {
  beforeEach(() => act(() => switchLanguage('es')));

  it('says what the product does and how it works', () => {
    renderPage(session());
    expect(screen.getByRole('heading', { level: 1, name: 'Su pase, sus franjas horarias' })).toBeInTheDocument();
    // The steps show on wider screens than the test's: found by their label, hidden here.
    const steps = screen.getByLabelText('Cómo funciona');
    expect(within(steps).getAllByRole('listitem', { hidden: true }).map((step) => step.textContent)).toEqual([
      'Inicie sesión con su pedido',
      'Elija una atracción y una hora',
      'Muestre su pase en la entrada',
    ]);
  });

  it('offers the form with its labels, hint, button and help in Spanish', () => {
    renderPage(session());
    expect(screen.getByRole('heading', { level: 2, name: 'Iniciar sesión' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getByLabelText('Número de pedido')).toHaveAccessibleDescription(
      'Figura en el correo electrónico de confirmación que recibió al comprar su pase.',
    );
    expect(within(form).getByLabelText('Correo electrónico')).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    const help = screen.getByRole('link', { name: 'Contacte con atención al cliente' });
    expect(help).toHaveAttribute('href', TEST_DEPLOYMENT_LINKS.customerServices);
    expect(help.parentElement).toHaveTextContent('¿No encuentra su pedido? Contacte con atención al cliente');
  });

  it('tells what is missing in Spanish', async () => {
    renderPage(session());
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Número de pedido')).toHaveAccessibleDescription(/Introduzca su número de pedido$/);
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Introduzca su correo electrónico');
  });

  it.each([
    [0, 'Ha iniciado sesión con el pedido CP-100001.'],
    [1, 'Ha iniciado sesión con el pedido CP-100001 (1 pase).'],
    [3, 'Ha iniciado sesión con el pedido CP-100001 (3 pases).'],
  ])('welcomes a visitor signed in with %i passes', (passes, text) => {
    renderPage(signedIn(passes));
    expect(screen.getByRole('heading', { level: 2, name: 'Le damos de nuevo la bienvenida' })).toBeInTheDocument();
    expect(screen.getByText('CP-100001').closest('p')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Atracciones' })).toHaveAttribute('href', '/attractions');
    expect(screen.getByRole('link', { name: 'Mis reservas' })).toHaveAttribute('href', '/bookings');
  });
});

describe('SignInPage switched to another language', () => {
  it('changes its texts in place, keeping what the visitor typed', async () => {
    renderPage(session());
    await userEvent.type(screen.getByLabelText('Order number'), 'CP-100001');
    await act(() => switchLanguage('es'));
    expect(screen.getByLabelText('Número de pedido')).toHaveValue('CP-100001');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('places the order number where the language puts it (Japanese)', async () => {
    await act(() => switchLanguage('ja'));
    renderPage(signedIn(2));
    expect(screen.getByText('CP-100001').closest('p')).toHaveTextContent('ログインしています（注文番号：CP-100001、パス2枚）。');
  });
});
