import { screen } from '@testing-library/react';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { LAST_BOOKING_KEY, type WordedLastBooking } from '../storage/last-booking';
import { RIJKSMUSEUM_BOOKING, storeLastBooking } from '../testing/last-booking';
import ConfirmationPage from './ConfirmationPage';

const session: SessionContextValue = {
  status: 'authenticated',
  data: null,
  update: jest.fn(async () => null),
  signIn: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
};
const booking = RIJKSMUSEUM_BOOKING;

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
    storeLastBooking();
    renderAt('/confirmation?attractionID=ams-rijksmuseum');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Monday 10th June 2030')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('3 passes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'Book another attraction' })).toHaveAttribute('href', '/attractions');
  });

  it('shows a booking stored before languages as it was stored, its day and time in words', () => {
    const { entryDateTime: _instant, timezone: _zone, ...named } = booking;
    const worded: WordedLastBooking = { ...named, entryDate: 'Monday 10th June 2030', entryTime: '9:30 AM' };
    window.sessionStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(worded));
    renderAt('/confirmation?attractionID=ams-rijksmuseum');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Monday 10th June 2030')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('3 passes')).toBeInTheDocument();
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
