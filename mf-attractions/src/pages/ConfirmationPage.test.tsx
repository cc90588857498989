import { screen } from '@testing-library/react';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { LAST_BOOKING_KEY, type LastBooking } from '../storage/last-booking';
import ConfirmationPage from './ConfirmationPage';

const session: SessionContextValue = {
  status: 'authenticated',
  data: null,
  update: jest.fn(async () => null),
  signIn: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
};
const booking: LastBooking = {
  exists: true,
  attractionId: 'ams-rijksmuseum',
  attractionName: 'Rijksmuseum',
  entryDate: 'Monday 10th June 2030',
  entryTime: '9:30 AM',
  tickets: 3,
};

function renderAt(route: string) {
  renderWithPlatform(
    <SessionContext.Provider value={session}>
      <ConfirmationPage />
    </SessionContext.Provider>,
    { route },
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('ConfirmationPage', () => {
  it('shows the stored booking for the attraction in the address', () => {
    window.sessionStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
    renderAt('/confirmation?attractionID=ams-rijksmuseum');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Monday 10th June 2030')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('3 passes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'Book another attraction' })).toHaveAttribute('href', '/attractions');
  });

  it.each([
    ['nothing is stored', null],
    ['the stored booking is for another attraction', JSON.stringify({ ...booking, attractionId: 'ams-anne-frank-house' })],
    ['the stored value is damaged', '{"exists":true'],
  ])('offers a way back when %s', (_case, stored) => {
    if (stored) window.sessionStorage.setItem(LAST_BOOKING_KEY, stored);
    renderAt('/confirmation?attractionID=ams-rijksmuseum');
    expect(screen.getByRole('heading', { level: 1, name: 'No booking to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to attractions' })).toHaveAttribute('href', '/attractions');
  });
});
