import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { loadRemoteModule } from './remote-loader';
import { RemoteRegion } from './RemoteRegion';

jest.mock('./remote-loader', () => ({ ...jest.requireActual<object>('./remote-loader'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

describe('RemoteRegion', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote page once it loads', async () => {
    load.mockResolvedValue({ default: () => <h1>Remote page</h1> });
    renderWithPlatform(<RemoteRegion page="bookings/BookingsPage" label="My bookings" />);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('bookings/BookingsPage', false);
  });

  it('shows a fallback with retry when the remote fails, and reloads it fresh on retry', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <h1>Back again</h1> });
    renderWithPlatform(<RemoteRegion page="attractions/AttractionsPage" label="Attractions" />);

    expect(await screen.findByRole('heading', { name: 'Attractions is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('attractions/AttractionsPage', true);
  });
});
