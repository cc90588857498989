import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@citypass/shared-ui/contracts';
import { closePage, jsonAnswer, openPageWithFirstCall } from '@citypass/shared-ui/testing/page-first-call';
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
    renderWithPlatform(<RemoteRegion page="attractions/ConfirmationPage" label="Booking confirmation" />);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('attractions/ConfirmationPage', false);
  });

  it('shows a fallback with retry when the remote fails, and reloads it fresh on retry', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <h1>Back again</h1> });
    renderWithPlatform(<RemoteRegion page="attractions/AttractionsPage" label="Attractions" />);

    expect(await screen.findByRole('heading', { name: 'Attractions is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('attractions/AttractionsPage', true);
  });

  it('cancels the call the page started for the remote when the remote fails: no page of it will take it', async () => {
    const pageFetch = openPageWithFirstCall(ROUTES.bookings, jsonAnswer(200, '[]'));
    load.mockRejectedValue(new Error('offline'));
    renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" label="My bookings" />);
    await screen.findByRole('heading', { name: 'My bookings is not available right now' });
    expect(pageFetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    closePage();
  });
});
