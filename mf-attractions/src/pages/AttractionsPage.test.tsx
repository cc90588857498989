import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { SessionContext, type SessionContextValue, type SessionStatus } from '@citypass/shared-ui/platform/session';
import { offlineVisitEachTest } from '@citypass/shared-ui/testing/fake-caches';
import { SIGNED_IN } from '@citypass/shared-ui/testing/signed-in';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { navigation } from '@citypass/shared-ui/platform/navigation';
import { LAST_BOOKING_KEY } from '../storage/last-booking';
import AttractionsPage from './AttractionsPage';
import ConfirmationPage from './ConfirmationPage';

const rijks = {
  id: 'ams-rijksmuseum',
  name: 'Rijksmuseum',
  description: 'Dutch masters',
  city: 'Amsterdam',
  timezone: 'Europe/Amsterdam',
  category: 'Museum',
  address: 'Museumstraat 1',
};
const passUsage = (pass_number: string) => ({ pass_number, valid_from: '2030-01-01', valid_until: '2031-01-01', used: false, reservations: 0 });
const slots = [
  { id: '7', date_time: '2030-06-10T07:30:00.000Z', timezone: 'Europe/Amsterdam' },
  { id: '8', date_time: '2030-06-10T08:00:00.000Z', timezone: 'Europe/Amsterdam' },
];

type Reply = { status: number; body: unknown };
type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

function mockFetch(routes: Routes) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.replace('/api/proxy/', '')}`;
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ key, body });
    const route = routes[key] ?? { status: 404, body: { error_code: 'NOT_FOUND' } };
    const reply = typeof route === 'function' ? route(body) : route;
    return { ok: reply.status < 400, status: reply.status, text: async () => JSON.stringify(reply.body) } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

const happy: Routes = {
  'GET offers': { status: 200, body: [rijks] },
  'GET offers/ams-rijksmuseum': { status: 200, body: rijks },
  'GET passes?offer_id=ams-rijksmuseum': { status: 200, body: [passUsage('100000000011'), passUsage('100000000012'), passUsage('100000000013')] },
  'GET availability?offer_id=ams-rijksmuseum&passes=100000000011': { status: 200, body: slots },
  'GET availability?offer_id=ams-rijksmuseum&passes=100000000011,100000000012': { status: 200, body: slots },
  'GET availability?offer_id=ams-rijksmuseum&passes=100000000011,100000000012,100000000013': { status: 200, body: [] },
};

function session(status: SessionStatus = 'authenticated'): SessionContextValue {
  return {
    status,
    data: status === 'authenticated' ? SIGNED_IN : null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
  };
}

/** Stands in for the shell, which clears the stored errors on every route change. */
function StoredErrors() {
  const { errors, clearErrors } = useErrorStore();
  return (
    <>
      <output aria-label="Stored errors">{Object.keys(errors).join(',')}</output>
      <button onClick={clearErrors}>Change route</button>
    </>
  );
}

function renderPage(route = '/attractions', value = session()) {
  return renderWithPlatform(
    <SessionContext.Provider value={value}>
      <Routes>
        <Route path="/attractions" element={<AttractionsPage />} />
        <Route path="/confirmation" element={<ConfirmationPage />} />
      </Routes>
      <PlatformOverlays />
      <StoredErrors />
    </SessionContext.Provider>,
    { route },
  );
}

let assign: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  delete window.dataLayer;
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

describe('AttractionsPage', () => {
  it('shows a spinner while the session loads, and fetches nothing', () => {
    const calls = mockFetch(happy);
    renderPage('/attractions', session('loading'));
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a visitor without a session to sign-in', () => {
    mockFetch(happy);
    renderPage('/attractions', session('unauthenticated'));
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('error=SessionRequired'));
  });

  it('lists the offers as links named by the attraction', async () => {
    mockFetch(happy);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading attractions' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Rijksmuseum' });
    expect(link).toHaveAttribute('href', '/attractions?offer=ams-rijksmuseum');
    expect(screen.getByText('Museum')).toBeInTheDocument();
    expect(events()).toContain('attractions_list_loaded');
  });

  it('shows the attractionList error when the list fails, and tries again', async () => {
    const routes: Routes = { ...happy, 'GET offers': { status: 502, body: { error_code: 'UPSTREAM_UNAVAILABLE' } } };
    mockFetch(routes);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("We can't reach the booking system right now.");
    routes['GET offers'] = { status: 200, body: [rijks] };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rijksmuseum' })).toBeInTheDocument();
  });

  it('stores the attractionList error once: a route change clears it for good, and the list still says what failed', async () => {
    mockFetch({ ...happy, 'GET offers': { status: 502, body: { error_code: 'UPSTREAM_UNAVAILABLE' } } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('status', { name: 'Stored errors' })).toHaveTextContent('attractionList');
    await userEvent.click(screen.getByRole('button', { name: 'Change route' }));
    expect(screen.getByRole('status', { name: 'Stored errors' })).toBeEmptyDOMElement();
    expect(alert).toHaveTextContent("We can't reach the booking system right now.");
  });

  it("says an attraction that is not on the visitor's pass is not available with it, and links back to the list", async () => {
    // The reservations service answers another city's offer as not found.
    mockFetch({ ...happy, 'GET offers/nyc-moma': { status: 404, body: { error_code: 'NOT_FOUND' } } });
    renderPage('/attractions?offer=nyc-moma');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This attraction is not available with your pass.');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('link', { name: 'See the attractions on your pass' })).toHaveAttribute('href', '/attractions');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['opened at its address', async () => renderPage('/attractions?offer=ams-rijksmuseum')],
    [
      'opened from the list',
      async () => {
        renderPage();
        await userEvent.click(await screen.findByRole('link', { name: 'Rijksmuseum' }));
      },
    ],
  ])('asks for the list and the attraction once each, %s', async (_how, open) => {
    const calls = mockFetch(happy);
    await open();
    expect(await screen.findByRole('checkbox', { name: '1000-0000-0011' })).toBeInTheDocument();
    const asked = (key: string) => calls.filter((call) => call.key === key).length;
    expect([asked('GET offers'), asked('GET offers/ams-rijksmuseum')]).toEqual([1, 1]);
  });

  it('offers to try again when the attraction could not be loaded', async () => {
    const routes: Routes = { ...happy, 'GET offers/ams-rijksmuseum': { status: 504, body: { error_code: 'UPSTREAM_TIMEOUT' } } };
    mockFetch(routes);
    renderPage('/attractions?offer=ams-rijksmuseum');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We can't reach the booking system right now.");
    routes['GET offers/ams-rijksmuseum'] = { status: 200, body: rijks };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rijksmuseum' })).toBeInTheDocument();
  });

  it('shows REFRESH_REQUIRED when no passes come back', async () => {
    mockFetch({ ...happy, 'GET passes?offer_id=ams-rijksmuseum': { status: 200, body: [] } });
    renderPage('/attractions?offer=ams-rijksmuseum');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please refresh the page');
  });

  it('books the chosen passes into the chosen timeslot and shows the confirmation', async () => {
    const calls = mockFetch({
      ...happy,
      'POST booking': (body) => ({
        status: 201,
        body: (body as { pass: string; timeslot_details: { id: string; date_time: string } }[]).map((item) => ({
          booking_id: 'g1',
          offer_id: 'ams-rijksmuseum',
          pass: item.pass,
          time_slot: item.timeslot_details,
          timezone: 'Europe/Amsterdam',
        })),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Rijksmuseum' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rijksmuseum' })).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
    await user.click(screen.getByRole('checkbox', { name: '1000-0000-0012' }));
    await user.click(await screen.findByRole('radio', { name: 'Monday 10th June 2030' }));
    await user.click(screen.getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book 2 passes' }));

    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Monday 10th June 2030')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('2 passes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(calls.find((call) => call.key === 'POST booking')?.body).toEqual([
      { offer_id: 'ams-rijksmuseum', timeslot_details: { id: '8', date_time: '2030-06-10T08:00:00.000Z' }, pass: '100000000011', extra_data: null },
      { offer_id: 'ams-rijksmuseum', timeslot_details: { id: '8', date_time: '2030-06-10T08:00:00.000Z' }, pass: '100000000012', extra_data: null },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(LAST_BOOKING_KEY) ?? 'null')).toMatchObject({ exists: true, tickets: 2 });
    expect(events()).toEqual(expect.arrayContaining(['booking_requested', 'booking_succeeded']));
  });

  it.each([
    [422, 'AV-004', 'Reservations cannot be made for this attraction at the moment. Please go to the box office to have your pass scanned.'],
    [502, 'ADAPTOR_ERROR', 'We cannot communicate with the attraction at the moment. Please try again later.'],
  ])('reports an availability failure the spec shows in a modal (%s %s) in the modal only', async (status, code, message) => {
    mockFetch({ ...happy, 'GET availability?offer_id=ams-rijksmuseum&passes=100000000011': { status, body: { error_code: code } } });
    renderPage('/attractions?offer=ams-rijksmuseum');
    await userEvent.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
    expect(await screen.findByRole('dialog', { name: 'There was a problem' })).toHaveTextContent(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load the available times/)).not.toBeInTheDocument();
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('reports any other availability failure (%s %s) in the panel only', async (status, code) => {
    mockFetch({ ...happy, 'GET availability?offer_id=ams-rijksmuseum&passes=100000000011': { status, body: { error_code: code } } });
    renderPage('/attractions?offer=ams-rijksmuseum');
    await userEvent.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the available times.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the long no-availability message for three passes', async () => {
    const user = userEvent.setup();
    mockFetch(happy);
    renderPage('/attractions?offer=ams-rijksmuseum');
    for (const name of ['1000-0000-0011', '1000-0000-0012', '1000-0000-0013']) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try selecting fewer passes.');
  });

  it('shows the catalogue modal when the booking is refused, and keeps the choice', async () => {
    mockFetch({ ...happy, 'POST booking': { status: 409, body: { error_code: 'BOOKING-017' } } });
    const user = userEvent.setup();
    renderPage('/attractions?offer=ams-rijksmuseum');
    await user.click(await screen.findByRole('checkbox', { name: '1000-0000-0011' }));
    await user.click(await screen.findByRole('radio', { name: 'Monday 10th June 2030' }));
    await user.click(screen.getByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book 1 pass' }));
    await waitFor(() => expect(events()).toContain('booking_failed'));
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toBeChecked();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'api_error', outcome: 'modal', error_code: 'BOOKING-017' }));
  });
});

describe('AttractionsPage without a network', () => {
  const unreachable = (): Reply => {
    throw new TypeError('Failed to fetch');
  };
  const caches = offlineVisitEachTest();

  it('lists the offers the device kept for the order, says from when and that booking needs a connection', async () => {
    caches().keep('offers', SIGNED_IN.orderNumber, [rijks], '2030-06-10T07:05:00.000Z');
    mockFetch({ ...happy, 'GET offers': unreachable });
    renderPage();
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('The attractions as they were at 7:05 AM on Monday 10th June 2030.');
    expect(notice).toHaveTextContent('Booking a timeslot needs a connection.');
    expect(screen.getByRole('link', { name: 'Rijksmuseum' })).toHaveAttribute('href', '/attractions?offer=ams-rijksmuseum');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each list the service gives for the signed-in order', async () => {
    mockFetch(happy);
    renderPage();
    await screen.findByRole('link', { name: 'Rijksmuseum' });
    expect(await caches().kept('offers')).toMatchObject({ order: SIGNED_IN.orderNumber, value: [expect.objectContaining({ id: 'ams-rijksmuseum' })] });
  });

  it('says booking needs a connection where an attraction would open, and opens it once the network is back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      mockFetch(happy);
      renderPage('/attractions?offer=ams-rijksmuseum');
      expect(await screen.findByText('Booking a timeslot needs a connection.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← All attractions' })).toHaveAttribute('href', '/attractions');
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('heading', { level: 1, name: 'Rijksmuseum' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
