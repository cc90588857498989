import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { Layout } from './Layout';

const session: SessionContextValue = {
  status: 'authenticated',
  data: { user: { email: 'a@example.com' }, orderNumber: 'CP-1', passes: [], expires: '2030-01-01T00:00:00Z' },
  update: jest.fn(),
  signIn: jest.fn(),
  signOut: jest.fn(),
};

function ErrorProbe() {
  const { errors, setError } = useErrorStore();
  const { notify } = useNotification();
  return (
    <>
      <button onClick={() => setError('attractionList', 'Could not load')}>Fail</button>
      <button onClick={() => notify({ title: 'Saved', message: 'All good' })}>Notify</button>
      <p>errors: {Object.keys(errors).join(',') || 'none'}</p>
      <Link to="/bookings">Go to bookings</Link>
    </>
  );
}

function renderLayout(route: string) {
  return renderWithPlatform(
    <SessionContext.Provider value={session}>
      <Layout>
        <ErrorProbe />
      </Layout>
    </SessionContext.Provider>,
    { route },
  );
}

describe('Layout', () => {
  it('clears stored errors when the route changes', async () => {
    renderLayout('/attractions');
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('errors: attractionList')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to bookings' }));
    expect(screen.getByText('errors: none')).toBeInTheDocument();
  });

  it('hides the main menu on the home page and shows it elsewhere', () => {
    const { unmount } = renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    unmount();
    renderLayout('/attractions');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows notifications in the modal and signs out from the header', async () => {
    renderLayout('/attractions');
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toHaveTextContent('All good');
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/' });
  });
});

describe('Layout in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('names the header and footer links in the language switched to, in place, the current page still marked', async () => {
    renderLayout('/bookings');
    await act(() => switchLanguage('de'));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Meine Buchungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Attraktionen' })).toHaveAttribute('href', '/attractions');
    const footer = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
