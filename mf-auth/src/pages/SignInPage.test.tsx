import { lazy, Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import { errorCatalogue } from '@citypass/shared-ui/errors/catalogue';
import { SessionContext, type SessionContextValue, type SessionData, type SignInResult } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform, TEST_DEPLOYMENT_LINKS } from '@citypass/shared-ui/testing/render';
import SignInPage from './SignInPage';

const data: SessionData = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [{ pass_number: '100000000011', valid_from: '2030-01-01', valid_until: '2030-01-03' }],
  expires: '2030-02-01T00:00:00.000Z',
};

function session(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    status: 'unauthenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async (): Promise<SignInResult | undefined> => ({ error: null, status: 200, ok: true, url: 'http://localhost/attractions' })),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(route: string, value: SessionContextValue) {
  return renderWithPlatform(
    <SessionContext.Provider value={value}>
      <Routes>
        <Route path="/" element={<SignInPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
      <PlatformOverlays />
    </SessionContext.Provider>,
    { route },
  );
}

async function fillAndSubmit(order = 'CP-100001', email = 'three.passes@example.com') {
  const user = userEvent.setup();
  if (order) await user.type(screen.getByLabelText('Order number'), order);
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInPage', () => {
  it('offers an accessible form with autocomplete, required fields and an e-mail input', () => {
    renderPage('/', session());
    const order = screen.getByLabelText('Order number');
    const email = screen.getByLabelText('Email address');
    expect(order).toBeRequired();
    expect(order).toHaveAttribute('autocomplete');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says signing in needs a connection while the browser has none, and no more once it is back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderPage('/', session());
      expect(screen.getByRole('status')).toHaveTextContent('You are offline: signing in needs a connection.');
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText('You are offline: signing in needs a connection.')).not.toBeInTheDocument());
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows inline messages for empty fields and does not sign in', async () => {
    const value = session();
    renderPage('/', value);
    await fillAndSubmit('', '');
    expect(screen.getByText('Enter your order number')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Order number')).toHaveFocus();
    expect(value.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the order provider without leaving, then goes to the callbackUrl', async () => {
    const value = session();
    renderPage('/?error=SessionRequired&callbackUrl=%2Fbookings%3Ftab%3D1', value);
    await fillAndSubmit();
    expect(value.signIn).toHaveBeenCalledWith('order', {
      orderNumber: 'CP-100001',
      email: 'three.passes@example.com',
      redirect: false,
      callbackUrl: '/bookings?tab=1',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/bookings?tab=1'));
  });

  it('keeps the busy form while the next page loads, rather than changing the card under the visitor', async () => {
    const value = session();
    const NextPage = lazy(() => new Promise<never>(() => undefined));
    renderWithPlatform(
      <SessionContext.Provider value={value}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/" element={<SignInPage />} />
            <Route path="*" element={<NextPage />} />
          </Routes>
        </Suspense>
      </SessionContext.Provider>,
      { route: '/' },
    );
    await fillAndSubmit();
    await waitFor(() => expect(value.signIn).toHaveBeenCalled());
    // The visitor is signed in now, and the next page has not arrived.
    value.status = 'authenticated';
    value.data = data;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sign/i })).toBeDisabled();
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the callbackUrl %s and goes to the attractions',
    async (callbackUrl) => {
      renderPage(`/?callbackUrl=${encodeURIComponent(callbackUrl)}`, session());
      await fillAndSubmit();
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/attractions$/));
    },
  );

  it('shows the catalogue text of a refused sign-in and stays on the page', async () => {
    const value = session({ signIn: jest.fn(async () => ({ error: 'ORDER_NOT_FOUND', status: 401, ok: false, url: null })) });
    renderPage('/', value);
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We can't find this order and email address combination");
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  const inlineCodes = [
    'SESSION_EXPIRED',
    'TOKEN_EXPIRED',
    'ORDER_NOT_FOUND',
    'AUTH-004',
    'ORDER_CANCELLED',
    'AUTH-003',
    'AUTH-002',
    'CredentialsSignin',
    'UPSTREAM_UNAVAILABLE',
    'UPSTREAM_TIMEOUT',
  ] as const;
  it.each(inlineCodes)('shows the catalogue title and text for ?error=%s on the card', (code) => {
    renderPage(`/?error=${code}`, session());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(errorCatalogue[code].title);
    expect(alert).toHaveTextContent(errorCatalogue[code].message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const modalCodes = ['UNVERIFIED_EMAIL', 'AUTH-007', 'AUTH-008'] as const;
  it.each(modalCodes)('shows ?error=%s (a refused magic link) in the notification modal, not on the card', async (code) => {
    renderPage(`/?error=${code}`, session());
    const dialog = await screen.findByRole('dialog', { name: errorCatalogue[code].title });
    expect(dialog).toHaveTextContent(errorCatalogue[code].message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toBeInTheDocument();
  });

  it.each(modalCodes)('shows a form sign-in refused with %s in the notification modal, until it is closed', async (code) => {
    const value = session({ signIn: jest.fn(async () => ({ error: code, status: 401, ok: false, url: null })) });
    renderPage('/', value);
    const user = await fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: errorCatalogue[code].title });
    expect(dialog).toHaveTextContent(errorCatalogue[code].message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each(['AUTH-007', 'AUTH-008'] as const)('offers the customer-services link of %s inside the modal', async (code) => {
    renderPage(`/?error=${code}`, session());
    const dialog = await screen.findByRole('dialog', { name: errorCatalogue[code].title });
    const link = within(dialog).getByRole('link', { name: 'Contact customer services' });
    expect(link).toHaveAttribute('href', TEST_DEPLOYMENT_LINKS.customerServices);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(['SessionRequired', 'CLIENT_FETCH_ERROR', 'CLIENT_SESSION_ERROR'] as const)(
    'shows no text for the auth layer name %s: the sign-in form is simply there',
    (code) => {
      renderPage(`/?error=${code}&callbackUrl=%2Fbookings`, session());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/There was a problem|Something went wrong/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByLabelText('Order number')).toBeInTheDocument();
    },
  );

  it('shows the AUTH-003 family with the AUTH-002 text', () => {
    renderPage('/?error=AUTH-003-1', session());
    expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue['AUTH-002'].message);
  });

  it('shows AUTH-006 with its customer-services title and link', () => {
    renderPage('/?error=AUTH-006', session());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please contact customer services');
    expect(alert).toHaveTextContent('Your order is too large for our attractions to handle online.');
    expect(within(alert).getByRole('link', { name: 'Contact customer services' })).toHaveAttribute('href', TEST_DEPLOYMENT_LINKS.customerServices);
  });

  it("sends a visitor who can't find their order to the deployment's customer services", () => {
    renderPage('/', session());
    const link = screen.getByRole('link', { name: 'Contact customer services' });
    expect(link).toHaveAttribute('href', TEST_DEPLOYMENT_LINKS.customerServices);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('welcomes a signed-in visitor with the order number and links onward', () => {
    renderPage('/', session({ status: 'authenticated', data }));
    expect(screen.getByText('CP-100001').closest('p')).toHaveTextContent("You're signed in with order CP-100001 (1 pass).");
    expect(screen.getByRole('link', { name: 'Attractions' })).toHaveAttribute('href', '/attractions');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByLabelText('Order number')).not.toBeInTheDocument();
  });
});
