import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@citypass/contracts';
import { closePage, jsonAnswer, openPageWithFirstCall } from '@citypass/shared-ui/testing/page-first-call';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { loadRemoteModule } from './remote-loader';
import { RemoteRegion } from './RemoteRegion';

jest.mock('./remote-loader', () => ({ ...jest.requireActual<object>('./remote-loader'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

// Each test loads a page of its own: a page once loaded (or failed) is kept for the page's life.
describe('RemoteRegion', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote page once it loads', async () => {
    load.mockResolvedValue({ default: () => <h1>Remote page</h1> });
    renderWithPlatform(<RemoteRegion page="attractions/ConfirmationPage" name="confirmation" />);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('attractions/ConfirmationPage', false);
  });

  it('shows a fallback with retry when the remote fails, and reloads it fresh on retry', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <h1>Back again</h1> });
    renderWithPlatform(<RemoteRegion page="attractions/AttractionsPage" name="attractions" />);

    expect(await screen.findByRole('heading', { name: 'Attractions is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('attractions/AttractionsPage', true);
  });

  it('cancels the call the page started for the remote when the remote fails: no page of it will take it', async () => {
    const pageFetch = openPageWithFirstCall(ROUTES.bookings, jsonAnswer(200, '[]'));
    load.mockRejectedValue(new Error('offline'));
    renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" name="bookings" />);
    await screen.findByRole('heading', { name: 'My bookings is not available right now' });
    expect(pageFetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    closePage();
  });
});

describe('RemoteRegion in another language', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => act(() => switchLanguage('en')));

  it("says what is loading in the page's language, with the words each page takes", async () => {
    await act(() => switchLanguage('es'));
    load.mockReturnValue(new Promise(() => undefined));
    renderWithPlatform(<RemoteRegion page="auth/ErrorPage" name="signInHelp" />);
    expect(await screen.findByRole('status', { name: 'Cargando la ayuda para iniciar sesión' })).toBeInTheDocument();
  });

  it('says which page failed as a whole sentence of the language, and offers Retry in it', async () => {
    await act(() => switchLanguage('es'));
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <h1>De vuelta</h1> });
    renderWithPlatform(<RemoteRegion page="auth/MagicLinkPage" name="signIn" />);
    const alert = await screen.findByRole('alert', { name: 'El inicio de sesión no está disponible en este momento' });
    expect(alert).toHaveTextContent('No se ha podido cargar esta parte del sitio. El resto del sitio sigue funcionando.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'De vuelta' })).toBeInTheDocument();
  });
});
