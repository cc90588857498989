import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import { card, failWith, fakeProxy, renderPage } from '../testing/bookings-page';
import { anneFrank, rijksmuseum, unsortedReservations } from '../testing/reservations.fixture';

describe('BookingsPage: the list', () => {
  it('shows a spinner while the session loads, and asks for nothing', () => {
    const { fetchMock } = fakeProxy(unsortedReservations);
    renderPage('loading');
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the bookings by time with date and time in the attraction timezone and the passes 4-4-4', async () => {
    fakeProxy(unsortedReservations);
    renderPage();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Anne Frank House', 'Rijksmuseum']);

    const rijks = within(card('Rijksmuseum'));
    expect(rijks.getByText('10:00 AM')).toBeInTheDocument();
    expect(card('Rijksmuseum')).toHaveTextContent('10:00 AM on Wednesday 12th June 2030');
    expect(rijks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1000-0000-0011',
      '1000-0000-0012',
      '1000-0000-0013',
    ]);
    expect(rijks.getByRole('heading', { level: 3, name: '3 passes' })).toBeInTheDocument();
    expect(within(card('Anne Frank House')).getByRole('heading', { level: 3, name: '1 pass' })).toBeInTheDocument();

    const amend = rijks.getByRole('button', { name: 'Amend Rijksmuseum booking' });
    expect(amend).toHaveTextContent('Amend');
    expect(amend).toHaveAccessibleDescription('10:00 AM on Wednesday 12th June 2030');
    expect(rijks.getByRole('button', { name: 'Cancel Rijksmuseum booking' })).toHaveTextContent('Cancel');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('shows a helpful empty state with a link to the attractions', async () => {
    fakeProxy([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have no upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse attractions' })).toHaveAttribute('href', '/attractions');
    expect(screen.getByText(/you can amend or cancel them up to 24 hours before they start\./)).toBeInTheDocument();
  });

  it('shows a list failure with a retry', async () => {
    let failing = true;
    fakeProxy(unsortedReservations, [
      (call) => (failing && call.url === '/api/proxy/reservations' ? { status: 502, body: { error_code: 'UPSTREAM_UNAVAILABLE' } } : undefined),
    ]);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We can't reach the booking system right now. Please try again in a few minutes.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rijksmuseum' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the list failure once: a route change clears it for good, and the page still says what failed', async () => {
    fakeProxy(unsortedReservations, [failWith('GET', 'reservations', 502, 'UPSTREAM_UNAVAILABLE')]);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('status', { name: 'Stored errors' })).toHaveTextContent('bookings');
    await user.click(screen.getByRole('button', { name: 'Change route' }));
    expect(screen.getByRole('status', { name: 'Stored errors' })).toBeEmptyDOMElement();
    expect(alert).toHaveTextContent("We can't reach the booking system right now. Please try again in a few minutes.");
  });

  it('signs out to SESSION_EXPIRED when the list answers 401', async () => {
    fakeProxy(unsortedReservations, [failWith('GET', 'reservations', 401, 'SESSION_EXPIRED')]);
    const { session } = renderPage();
    await waitFor(() => expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/?error=SESSION_EXPIRED' }));
  });
});

describe('BookingsPage: the window to amend or cancel', () => {
  // Anne Frank House's window closed at 2:30 PM on the 9th (Amsterdam); Rijksmuseum's closes at 10:00 AM on the 11th.
  const rijksWindowEnd = Date.parse(rijksmuseum.amendable_until!);
  afterEach(() => jest.useRealTimers());

  it("shows every card's window end, and a booking past it as no longer changeable, without Amend or Cancel", async () => {
    jest.useFakeTimers({ now: new Date('2030-06-10T00:00:00.000Z') });
    fakeProxy(unsortedReservations);
    renderPage();
    await screen.findByRole('heading', { name: 'Rijksmuseum' });

    const rijks = within(card('Rijksmuseum'));
    expect(card('Rijksmuseum')).toHaveTextContent('You can amend or cancel until 10:00 AM on Tuesday 11th June 2030.');
    expect(rijks.getByRole('button', { name: 'Amend Rijksmuseum booking' })).toBeInTheDocument();
    expect(rijks.getByRole('button', { name: 'Cancel Rijksmuseum booking' })).toBeInTheDocument();
    expect(rijks.queryByText('No longer changeable')).not.toBeInTheDocument();

    const anne = within(card('Anne Frank House'));
    expect(card('Anne Frank House')).toHaveTextContent('You could amend or cancel until 2:30 PM on Sunday 9th June 2030.');
    expect(anne.getByText('No longer changeable')).toBeInTheDocument();
    expect(anne.queryByRole('button', { name: /^(Amend|Cancel) / })).not.toBeInTheDocument();
    // Past its window, a booking still goes into a calendar.
    expect(anne.getByRole('button', { name: 'Add to calendar: Anne Frank House' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all to calendar' })).toBeInTheDocument();
  });

  it('turns a card no longer changeable when its window passes while the page is open, closing its amend panel', async () => {
    jest.useFakeTimers({ now: rijksWindowEnd - 60_000 });
    fakeProxy(unsortedReservations);
    renderPage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    await screen.findByRole('region', { name: 'Choose a new time for Rijksmuseum' });

    act(() => jest.advanceTimersByTime(61_000));
    const rijks = within(card('Rijksmuseum'));
    expect(rijks.getByText('No longer changeable')).toBeInTheDocument();
    expect(rijks.queryByRole('button', { name: 'Amend Rijksmuseum booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Choose a new time/ })).not.toBeInTheDocument();
    expect(card('Rijksmuseum')).toHaveTextContent('You could amend or cancel until 10:00 AM on Tuesday 11th June 2030.');
  });

  it('reads the clock again when the page is shown again (timers of a hidden page or a sleeping machine run late)', async () => {
    jest.useFakeTimers({ now: rijksWindowEnd - 60_000 });
    fakeProxy(unsortedReservations);
    renderPage();
    await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' });

    jest.setSystemTime(rijksWindowEnd + 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(within(card('Rijksmuseum')).getByText('No longer changeable')).toBeInTheDocument();
  });

  it('falls back to 24 hours before the start when the service does not say when the window closes', async () => {
    jest.useFakeTimers({ now: new Date('2030-06-10T00:00:00.000Z') });
    const { amendable_until: _unsaid, ...unsaid } = rijksmuseum;
    fakeProxy([unsaid]);
    renderPage();
    await screen.findByRole('heading', { name: 'Rijksmuseum' });
    expect(card('Rijksmuseum')).toHaveTextContent('You can amend or cancel until 10:00 AM on Tuesday 11th June 2030.');
  });
});

describe('BookingsPage: cancel', () => {
  it('confirms in a dialog, keeps the booking on "No", cancels on "Yes", refetches and notifies', async () => {
    let releaseDelete: () => void = () => undefined;
    const deleteGate = new Promise<void>((resolve) => {
      releaseDelete = resolve;
    });
    const { calls } = fakeProxy(unsortedReservations, [], deleteGate);
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Rijksmuseum' });

    await user.click(screen.getByRole('button', { name: 'Cancel Rijksmuseum booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Rijksmuseum booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Rijksmuseum booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('status', { name: 'Please wait' })).toBeInTheDocument();
    releaseDelete();

    const notice = await screen.findByRole('dialog', { name: 'Your Rijksmuseum booking has been cancelled' });
    expect(notice).toHaveTextContent('We have sent you an email to confirm your cancelled booking');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/proxy/reservations/groups/bk-rijks');
    expect(calls.filter((call) => call.url === '/api/proxy/reservations')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Rijksmuseum' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anne Frank House' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Please wait' })).not.toBeInTheDocument();
  });

  it('shows WINDOW_ELAPSED from the catalogue and keeps the booking', async () => {
    fakeProxy(unsortedReservations, [failWith('DELETE', 'reservations/groups', 422, 'WINDOW_ELAPSED')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Anne Frank House booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const notice = await screen.findByRole('dialog', { name: 'There was a problem' });
    expect(notice).toHaveTextContent('Sorry, you have missed the window to cancel or amend this booking.');
    expect(screen.getByRole('heading', { name: 'Anne Frank House' })).toBeInTheDocument();
  });
});

describe('BookingsPage: amend', () => {
  it("picks a new time from the offer's availability for the booking's passes, patches, refetches and notifies", async () => {
    const { calls } = fakeProxy(unsortedReservations);
    const { user } = renderPage();
    const amend = await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' });
    await user.click(amend);
    expect(amend).toHaveAttribute('aria-expanded', 'true');

    const panel = await screen.findByRole('region', { name: 'Choose a new time for Rijksmuseum' });
    expect(calls.find((call) => call.url.startsWith('/api/proxy/availability'))?.url).toBe(
      '/api/proxy/availability?offer_id=ams-rijksmuseum&passes=100000000011,100000000012,100000000013',
    );
    // The booked day is preselected; the booked time is not a new choice.
    const times = within(await within(panel).findByRole('group', { name: 'Choose a time' }));
    expect(within(panel).getByRole('radio', { name: 'Wednesday 12th June 2030' })).toBeChecked();
    await user.click(times.getByRole('radio', { name: '10:00 AM' }));
    expect(within(panel).getByRole('button', { name: 'Confirm new time' })).toBeDisabled();

    await user.click(within(panel).getByRole('radio', { name: 'Thursday 13th June 2030' }));
    await user.click(within(panel).getByRole('radio', { name: '2:00 PM' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm new time' }));

    const notice = await screen.findByRole('dialog', { name: 'Your Rijksmuseum booking has been amended' });
    expect(notice).toHaveTextContent('We have sent you an email to confirm your amended time');
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/proxy/reservations/groups/bk-rijks',
      body: { bookingId: 'bk-rijks', offer_id: 'ams-rijksmuseum', time_slot: { id: '201', date_time: '2030-06-13T12:00:00.000Z' } },
    });
    expect(card('Rijksmuseum')).toHaveTextContent('2:00 PM on Thursday 13th June 2030');
    expect(screen.queryByRole('region', { name: /Choose a new time/ })).not.toBeInTheDocument();
  });

  it.each([
    [rijksmuseum, 'There are no timeslots available for the number of passes selected. Please try selecting fewer passes.'],
    [anneFrank, 'Unfortunately there are no timeslots available'],
  ])('shows NO_AVAILABILITY by pass count for $attraction_name', async (booking, message) => {
    fakeProxy([booking], [(call) => (call.url.startsWith('/api/proxy/availability') ? { status: 200, body: [] as AvailabilityEntry[] } : undefined)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Amend ${booking.attraction_name} booking` }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep current time' }));
    expect(screen.queryByRole('region', { name: /Choose a new time/ })).not.toBeInTheDocument();
  });

  it.each([
    [422, 'AV-004', 'Reservations cannot be made for this attraction at the moment. Please go to the box office to have your pass scanned.'],
    [502, 'ADAPTOR_ERROR', 'We cannot communicate with the attraction at the moment. Please try again later.'],
  ])('reports an availability failure the spec shows in a modal (%s %s) in the modal only, and closes the panel', async (status, code, message) => {
    fakeProxy(unsortedReservations, [failWith('GET', 'availability', status, code)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    expect(await screen.findByRole('dialog', { name: 'There was a problem' })).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: /Choose a new time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('reports any other availability failure (%s %s) in the panel only, where the visitor can try again', async (status, code) => {
    let failing = true;
    fakeProxy(unsortedReservations, [(call) => (failing ? failWith('GET', 'availability', status, code)(call) : undefined)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    const panel = await screen.findByRole('region', { name: 'Choose a new time for Rijksmuseum' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent("We couldn't load the available times.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('group', { name: 'Choose a time' })).toBeInTheDocument();
  });

  it('shows OVERLAPPING_RESERVATION from the catalogue and lets the visitor choose again', async () => {
    fakeProxy(unsortedReservations, [failWith('PATCH', 'reservations/groups', 409, 'OVERLAPPING_RESERVATION')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    await user.click(await screen.findByRole('radio', { name: '10:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    const notice = await screen.findByRole('dialog', { name: 'There was a problem' });
    expect(notice).toHaveTextContent('You have another reservation within 30 minutes of this time.');
    expect(screen.getByRole('region', { name: 'Choose a new time for Rijksmuseum' })).toBeInTheDocument();
  });

  it('reloads the times after TIMESLOT_UNAVAILABLE', async () => {
    const { calls } = fakeProxy(unsortedReservations, [failWith('PATCH', 'reservations/groups', 409, 'TIMESLOT_UNAVAILABLE')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend Rijksmuseum booking' }));
    await user.click(await screen.findByRole('radio', { name: '10:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('dialog', { name: 'There was a problem' })).toHaveTextContent(
      'This timeslot is no longer available, please choose again.',
    );
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/proxy/availability'))).toHaveLength(2));
  });
});
