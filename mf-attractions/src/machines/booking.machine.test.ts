import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '@citypass/shared-ui/api/proxy-client';
import type { CallAnswer } from '@citypass/shared-ui/platform/kept-calls';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Attraction } from '../api/offers';
import type { PassUsage } from '@citypass/contracts';
import type { BookingRequestItem, BookingResponseItem } from '../api/booking';
import { bookingMachine } from './booking.machine';
import { failureCodeOf, type BookingEmitted } from './booking-reports';
import { offerMachine } from './offer.machine';

const rijks: Attraction = {
  id: 'ams-rijksmuseum',
  name: 'Rijksmuseum',
  description: 'Dutch masters',
  city: 'Amsterdam',
  timezone: 'Europe/Amsterdam',
  category: 'Museum',
  address: 'Museumstraat 1',
  state: 'AVAILABLE',
};
const pass = (pass_number: string): PassUsage => ({
  pass_number,
  valid_from: '2030-01-01T00:00:00.000Z',
  valid_until: '2031-01-01T00:00:00.000Z',
  used: false,
  reservations: 0,
});
const passes = [pass('100000000011'), pass('100000000012'), pass('100000000013')];
const slots: AvailabilityEntry[] = [
  { id: '7', date_time: '2030-06-10T07:30:00.000Z', timezone: 'Europe/Amsterdam' },
  { id: '8', date_time: '2030-06-11T08:00:00.000Z', timezone: 'Europe/Amsterdam' },
];
const booked = (items: BookingRequestItem[]): BookingResponseItem[] =>
  items.map((item) => ({
    booking_id: 'g1',
    offer_id: item.offer_id,
    pass: item.pass,
    time_slot: item.timeslot_details,
    timezone: 'Europe/Amsterdam',
  }));

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Calls {
  loadOffers(input: { order: string }): Promise<CallAnswer<'offers'>>;
  loadOffer(input: { offerId: string }): Promise<Attraction>;
  loadPasses(input: { offerId: string }): Promise<PassUsage[]>;
  loadAvailability(input: { offerId: string; passNumbers: string[] }): Promise<AvailabilityEntry[]>;
  book(input: { items: BookingRequestItem[] }): Promise<BookingResponseItem[]>;
}

const ORDER = 'CP-100001';

function start(overrides: Partial<Calls> = {}) {
  const fakes = {
    loadOffers: jest.fn(overrides.loadOffers ?? (async () => ({ value: [rijks], keptAt: null }))),
    loadOffer: jest.fn(overrides.loadOffer ?? (async () => rijks)),
    loadPasses: jest.fn(overrides.loadPasses ?? (async () => passes)),
    loadAvailability: jest.fn(overrides.loadAvailability ?? (async () => slots)),
    book: jest.fn(overrides.book ?? (async ({ items }: { items: BookingRequestItem[] }) => booked(items))),
  };
  const machine = bookingMachine.provide({
    actors: {
      loadOffers: fromPromise(({ input }) => fakes.loadOffers(input)),
      chosenOffer: offerMachine.provide({
        actors: {
          loadOffer: fromPromise(({ input }) => fakes.loadOffer(input)),
          loadPasses: fromPromise(({ input }) => fakes.loadPasses(input)),
          loadAvailability: fromPromise(({ input }) => fakes.loadAvailability(input)),
          book: fromPromise(({ input }) => fakes.book(input)),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { order: ORDER } });
  const emitted: BookingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const until = (predicate: (snapshot: SnapshotFrom<typeof machine>) => boolean) => waitFor(actor, predicate, { timeout: 1000 });
  /** The chosen offer's machine, which the booking machine runs while an offer is open. */
  const offer = () => {
    const child = actor.getSnapshot().children.chosenOffer;
    if (!child) throw new Error('No offer is open');
    return child;
  };
  const untilOffer = (predicate: (snapshot: SnapshotFrom<typeof offerMachine>) => boolean) => waitFor(offer(), predicate, { timeout: 1000 });
  const analytics = () => emitted.flatMap((event) => (event.type === 'analytics' ? [event.name] : []));
  const failures = () => emitted.filter((event) => event.type === 'failure');
  return { actor, fakes, emitted, until, offer, untilOffer, analytics, failures };
}

async function toTimeslot(run: ReturnType<typeof start>, passNumbers = ['100000000011', '100000000012']) {
  run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
  await run.untilOffer((s) => s.matches('choosing'));
  for (const passNumber of passNumbers) run.actor.send({ type: 'TOGGLE_PASS', passNumber });
  await run.untilOffer((s) => s.matches({ choosing: 'timeslot' }));
}

async function toReady(run: ReturnType<typeof start>, passNumbers?: string[]) {
  await toTimeslot(run, passNumbers);
  run.actor.send({ type: 'SELECT_TIMESLOT', selection: { date: '2030-06-10', time: { id: '7', value: '2030-06-10T07:30:00.000Z' } } });
  await run.untilOffer((s) => s.matches({ choosing: 'ready' }));
}

describe('booking machine: the list of offers', () => {
  it('loads the offers, each marked AVAILABLE', async () => {
    const run = start();
    expect(run.actor.getSnapshot().matches({ catalogue: 'loading' })).toBe(true);
    const snapshot = await run.until((s) => s.matches({ catalogue: 'loaded' }));
    expect(snapshot.context.attractions).toEqual([rijks]);
    expect(snapshot.context.attractions[0]?.state).toBe('AVAILABLE');
    expect(run.analytics()).toEqual(['attractions_list_loaded']);
  });

  it('stores the attractionList error on failure and loads again on retry', async () => {
    const loadOffers = jest.fn<Promise<CallAnswer<'offers'>>, []>().mockRejectedValueOnce(new ApiError(502, 'UPSTREAM_UNAVAILABLE', null));
    loadOffers.mockResolvedValueOnce({ value: [rijks], keptAt: null });
    const run = start({ loadOffers });
    const failed = await run.until((s) => s.matches({ catalogue: 'failed' }));
    expect(failureCodeOf(failed.context.listError)).toBe('UPSTREAM_UNAVAILABLE');
    // The page shows it where the list would be, from the machine's state.
    expect(run.failures()).toEqual([]);
    expect(run.analytics()).toEqual(['attractions_list_failed']);

    run.actor.send({ type: 'RETRY_LIST' });
    const loaded = await run.until((s) => s.matches({ catalogue: 'loaded' }));
    expect(loaded.context.listError).toBeNull();
    expect(loadOffers).toHaveBeenCalledTimes(2);
  });

  it('calls a failure without an error code SOMETHING_WRONG', async () => {
    const run = start({ loadOffers: jest.fn(async () => Promise.reject(new TypeError('boom'))) });
    const failed = await run.until((s) => s.matches({ catalogue: 'failed' }));
    expect(failureCodeOf(failed.context.listError)).toBe('SOMETHING_WRONG');
  });
});

describe('booking machine: without a network', () => {
  const keptAt = new Date('2030-06-10T07:05:00Z');

  it('lists the offers the device kept for the order when that is the answer, and loads them again once the network is back', async () => {
    const loadOffers = jest.fn<Promise<CallAnswer<'offers'>>, [{ order: string }]>().mockResolvedValueOnce({ value: [rijks], keptAt }).mockResolvedValue({ value: [rijks], keptAt: null });
    const run = start({ loadOffers });
    const offline = await run.until((s) => s.matches({ catalogue: 'offline' }));
    expect(loadOffers).toHaveBeenCalledWith({ order: ORDER });
    expect(offline.context).toMatchObject({ keptAt, listError: null, attractions: [rijks] });
    expect(run.analytics()).toEqual([]);

    run.actor.send({ type: 'ONLINE' });
    const loaded = await run.until((s) => s.matches({ catalogue: 'loaded' }));
    expect(loaded.context.keptAt).toBeNull();
    expect(run.analytics()).toEqual(['attractions_list_loaded']);
  });
});

describe('booking machine: choosing an offer', () => {
  it('fetches the offer, stores it as the selected one, then its passes', async () => {
    const run = start();
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    expect(run.offer().getSnapshot().matches('loading')).toBe(true);
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'passes' }));
    expect(run.fakes.loadOffer).toHaveBeenCalledWith({ offerId: 'ams-rijksmuseum' });
    expect(run.fakes.loadPasses).toHaveBeenCalledWith({ offerId: 'ams-rijksmuseum' });
    expect(snapshot.context.attraction).toEqual(rijks);
    expect(snapshot.context.passes).toEqual(passes);
    expect(snapshot.context.selectedPasses).toEqual([]);
    expect(run.analytics()).toContain('attraction_viewed');
  });

  it('can be chosen while the list is still loading', async () => {
    const list = deferred<CallAnswer<'offers'>>();
    const run = start({ loadOffers: jest.fn(() => list.promise) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    await run.untilOffer((s) => s.matches({ choosing: 'passes' }));
    expect(run.actor.getSnapshot().matches({ catalogue: 'loading' })).toBe(true);
    list.resolve({ value: [rijks], keptAt: null });
    await run.until((s) => s.matches({ catalogue: 'loaded' }));
    expect(run.fakes.loadOffers).toHaveBeenCalledTimes(1);
  });

  it('keeps the list as offers are opened, changed, retried and closed, and never asks for it again', async () => {
    const run = start();
    await run.until((s) => s.matches({ catalogue: 'loaded' }));
    for (const offerId of ['ams-rijksmuseum', 'ams-anne-frank-house', 'ams-anne-frank-house']) {
      run.actor.send({ type: 'SELECT_OFFER', offerId });
      expect(run.actor.getSnapshot().matches({ catalogue: 'loaded' })).toBe(true);
    }
    run.actor.send({ type: 'CLOSE_OFFER' });
    expect(run.actor.getSnapshot().context.attractions).toEqual([rijks]);
    expect(run.fakes.loadOffers).toHaveBeenCalledTimes(1);
    expect(run.fakes.loadOffer).toHaveBeenCalledTimes(3);
  });

  it('stores the attraction error when the offer cannot be fetched', async () => {
    const run = start({ loadOffer: jest.fn(async () => Promise.reject(new ApiError(404, 'NOT_FOUND', null))) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'nope' });
    const snapshot = await run.untilOffer((s) => s.matches('failed'));
    expect(failureCodeOf(snapshot.context.attractionError)).toBe('NOT_FOUND');
    expect(snapshot.context.attraction).toBeNull();
    expect(run.failures()).toEqual([]);
    expect(run.analytics()).toContain('attraction_failed');
    expect(run.fakes.loadPasses).not.toHaveBeenCalled();
  });

  it('shows REFRESH_REQUIRED when no pass usage comes back', async () => {
    const run = start({ loadPasses: jest.fn(async () => []) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    const snapshot = await run.untilOffer((s) => s.matches('refreshRequired'));
    expect(snapshot.context.notice).toBe('REFRESH_REQUIRED');
    expect(run.failures()).toEqual([]);
    expect(run.analytics()).toContain('passes_refresh_required');
  });

  it('shows REFRESH_REQUIRED and reports the error when the passes call fails', async () => {
    const error = new ApiError(401, 'SESSION_EXPIRED', null);
    const run = start({ loadPasses: jest.fn(async () => Promise.reject(error)) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    const snapshot = await run.untilOffer((s) => s.matches('refreshRequired'));
    expect(snapshot.context.notice).toBe('REFRESH_REQUIRED');
    expect(run.failures()).toEqual([{ type: 'failure', step: 'passes', error, passCount: 0 }]);
    expect(run.analytics()).toContain('passes_failed');
  });

  it('starts afresh when another offer is chosen, and closes back to the list', async () => {
    const run = start();
    await toTimeslot(run);
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-anne-frank-house' });
    const reloading = run.offer().getSnapshot();
    expect(reloading.matches('loading')).toBe(true);
    expect(reloading.context).toMatchObject({ offerId: 'ams-anne-frank-house', attraction: null, selectedPasses: [], passes: [] });
    expect(reloading.context.availability).toEqual([]);

    run.actor.send({ type: 'CLOSE_OFFER' });
    const closed = run.actor.getSnapshot();
    expect(closed.matches({ offer: 'idle' })).toBe(true);
    expect(closed.context.offerId).toBeNull();
    expect(closed.children.chosenOffer).toBeUndefined();
  });
});

describe('booking machine: the chosen offer runs as a machine of its own', () => {
  it('starts one when an offer is chosen, a fresh one for another, and stops it when the offer closes', async () => {
    const run = start();
    expect(run.actor.getSnapshot().children.chosenOffer).toBeUndefined();
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    const first = run.offer();
    await run.untilOffer((s) => s.matches('choosing'));

    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-anne-frank-house' });
    expect(run.offer()).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(run.offer().getSnapshot().context.offerId).toBe('ams-anne-frank-house');

    run.actor.send({ type: 'CLOSE_OFFER' });
    expect(run.actor.getSnapshot().children.chosenOffer).toBeUndefined();
  });
});

describe('booking machine: passes and availability', () => {
  it('fetches availability for the selected passes and keeps the timeslots as they came, values only', async () => {
    const run = start();
    await toTimeslot(run);
    expect(run.fakes.loadAvailability).toHaveBeenLastCalledWith({
      offerId: 'ams-rijksmuseum',
      passNumbers: ['100000000011', '100000000012'],
    });
    expect(run.offer().getSnapshot().context.availability).toEqual(slots);
    expect(run.analytics()).toContain('availability_loaded');
  });

  it('clears availability and the chosen time when the pass selection changes', async () => {
    const run = start();
    await toReady(run);
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000012' });
    const snapshot = run.offer().getSnapshot();
    expect(snapshot.matches({ choosing: 'availabilityLoading' })).toBe(true);
    expect(snapshot.context.selectedPasses).toEqual(['100000000011']);
    expect(snapshot.context.availability).toEqual([]);
    expect(snapshot.context.selection).toEqual({ date: null, time: null });
    await run.untilOffer((s) => s.matches({ choosing: 'timeslot' }));
    expect(run.fakes.loadAvailability).toHaveBeenLastCalledWith({ offerId: 'ams-rijksmuseum', passNumbers: ['100000000011'] });
  });

  it('goes back to choosing passes when the last pass is unselected', async () => {
    const run = start();
    await toTimeslot(run, ['100000000011']);
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000011' });
    const snapshot = run.offer().getSnapshot();
    expect(snapshot.matches({ choosing: 'passes' })).toBe(true);
    expect(snapshot.context.selectedPasses).toEqual([]);
    expect(snapshot.context.availability).toEqual([]);
  });

  it('shows the short NO_AVAILABILITY message for one or two passes', async () => {
    const run = start({ loadAvailability: jest.fn(async () => []) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    await run.untilOffer((s) => s.matches('choosing'));
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000011' });
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000012' });
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'noAvailability' }));
    expect(snapshot.context.notice).toBe('NO_AVAILABILITY_SHORT');
    expect(run.emitted).toContainEqual({
      type: 'analytics',
      name: 'availability_empty',
      data: { offer_id: 'ams-rijksmuseum', pass_count: 2, error_code: 'NO_AVAILABILITY_SHORT' },
    });
  });

  it('shows the long NO_AVAILABILITY message for more than two passes', async () => {
    const run = start({ loadAvailability: jest.fn(async () => []) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    await run.untilOffer((s) => s.matches('choosing'));
    for (const { pass_number } of passes) run.actor.send({ type: 'TOGGLE_PASS', passNumber: pass_number });
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'noAvailability' }));
    expect(snapshot.context.notice).toBe('NO_AVAILABILITY');
  });

  it('clears the no-availability notice when the passes change', async () => {
    const loadAvailability = jest.fn<Promise<AvailabilityEntry[]>, [{ offerId: string; passNumbers: string[] }]>();
    loadAvailability.mockResolvedValueOnce([]).mockResolvedValue(slots);
    const run = start({ loadAvailability });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    await run.untilOffer((s) => s.matches('choosing'));
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000011' });
    await run.untilOffer((s) => s.matches({ choosing: 'noAvailability' }));
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000012' });
    expect(run.offer().getSnapshot().context.notice).toBeNull();
    await run.untilOffer((s) => s.matches({ choosing: 'timeslot' }));
  });

  async function failAvailability(status: number, code: string) {
    const error = new ApiError(status, code, { error_code: code });
    const run = start({ loadAvailability: jest.fn(async () => Promise.reject(error)) });
    run.actor.send({ type: 'SELECT_OFFER', offerId: 'ams-rijksmuseum' });
    await run.untilOffer((s) => s.matches('choosing'));
    run.actor.send({ type: 'TOGGLE_PASS', passNumber: '100000000013' });
    return { run, error };
  }

  it.each([
    [422, 'AV-004'],
    [502, 'ADAPTOR_ERROR'],
    [401, 'SESSION_EXPIRED'],
    [403, 'NOT_AUTHORISED'],
  ])('hands an availability failure for the modal or the session (%s %s) to the page only, with the pass count', async (status, code) => {
    const { run, error } = await failAvailability(status, code);
    await run.untilOffer((s) => s.matches({ choosing: 'availabilityRefused' }));
    expect(run.failures()).toEqual([{ type: 'failure', step: 'availability', error, passCount: 1 }]);
    expect(run.emitted).toContainEqual({
      type: 'analytics',
      name: 'availability_failed',
      data: { offer_id: 'ams-rijksmuseum', pass_count: 1, error_code: code },
    });
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
    [502, 'UPSTREAM_UNAVAILABLE'],
  ])('keeps any other availability failure (%s %s) to be shown in the panel, without handing it to the page', async (status, code) => {
    const { run } = await failAvailability(status, code);
    await run.untilOffer((s) => s.matches({ choosing: 'availabilityFailed' }));
    expect(run.failures()).toEqual([]);
    expect(run.analytics()).toContain('availability_failed');
  });

  it('is ready once a time is chosen, and back to choosing a time when only a date is', async () => {
    const run = start();
    await toReady(run);
    expect(run.offer().getSnapshot().context.selection.time?.id).toBe('7');
    run.actor.send({ type: 'SELECT_TIMESLOT', selection: { date: '2030-06-11', time: null } });
    expect(run.offer().getSnapshot().matches({ choosing: 'timeslot' })).toBe(true);
    expect(run.offer().getSnapshot().context.selection).toEqual({ date: '2030-06-11', time: null });
  });

  it('ignores BOOK before a time is chosen', async () => {
    const run = start();
    await toTimeslot(run);
    run.actor.send({ type: 'BOOK' });
    expect(run.offer().getSnapshot().matches({ choosing: 'timeslot' })).toBe(true);
    expect(run.fakes.book).not.toHaveBeenCalled();
  });
});

describe('booking machine: booking', () => {
  it('sends one item per pass, is requesting meanwhile, and stores the last-made booking', async () => {
    const answer = deferred<BookingResponseItem[]>();
    const run = start({ book: jest.fn(() => answer.promise) });
    await toReady(run);
    run.actor.send({ type: 'BOOK' });
    expect(run.offer().getSnapshot().matches('requesting')).toBe(true);
    const items = run.fakes.book.mock.calls[0]?.[0].items ?? [];
    expect(items).toEqual([
      { offer_id: 'ams-rijksmuseum', timeslot_details: { id: '7', date_time: '2030-06-10T07:30:00.000Z' }, pass: '100000000011', extra_data: null },
      { offer_id: 'ams-rijksmuseum', timeslot_details: { id: '7', date_time: '2030-06-10T07:30:00.000Z' }, pass: '100000000012', extra_data: null },
    ]);

    answer.resolve(booked(items));
    const snapshot = await run.untilOffer((s) => s.matches('confirmed'));
    const expected = {
      exists: true,
      attractionId: 'ams-rijksmuseum',
      attractionName: 'Rijksmuseum',
      entryDateTime: '2030-06-10T07:30:00.000Z',
      timezone: 'Europe/Amsterdam',
      tickets: 2,
      calendar: { bookingId: 'g1', passes: ['100000000011', '100000000012'] },
    };
    expect(snapshot.context.lastBooking).toEqual(expected);
    expect(run.emitted).toContainEqual({ type: 'booked', booking: expected });
    expect(run.analytics()).toEqual(expect.arrayContaining(['booking_requested', 'booking_succeeded']));
  });

  it.each([
    ['BOOKING-014', 409],
    ['BOOKING-017', 409],
    ['OVERLAPPING_RESERVATION', 409],
    ['RESERVATION_OUTSIDE_PASS_DURATION', 422],
    ['AV-004', 422],
    ['ADAPTOR_ERROR', 502],
    ['SESSION_EXPIRED', 401],
    ['NOT_FOUND', 403],
    ['INTERNAL_ERROR', 500],
  ])('clears requesting on %s and keeps the choice for another try', async (code, status) => {
    const error = new ApiError(status, code, { error_code: code });
    const run = start({ book: jest.fn(async () => Promise.reject(error)) });
    await toReady(run);
    run.actor.send({ type: 'BOOK' });
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'ready' }));
    expect(snapshot.context.bookingError).toBe(code);
    expect(snapshot.context.selection.time?.id).toBe('7');
    expect(snapshot.context.lastBooking).toBeNull();
    expect(run.failures()).toEqual([{ type: 'failure', step: 'booking', error, passCount: 2 }]);
    expect(run.emitted).toContainEqual({
      type: 'analytics',
      name: 'booking_failed',
      data: { offer_id: 'ams-rijksmuseum', pass_count: 2, error_code: code },
    });
  });

  it('clears and reloads the availability on TIMESLOT_UNAVAILABLE', async () => {
    const error = new ApiError(409, 'TIMESLOT_UNAVAILABLE', { error_code: 'TIMESLOT_UNAVAILABLE' });
    const fresh = deferred<AvailabilityEntry[]>();
    const loadAvailability = jest.fn<Promise<AvailabilityEntry[]>, [{ offerId: string; passNumbers: string[] }]>();
    loadAvailability.mockResolvedValue(slots);
    const run = start({ loadAvailability, book: jest.fn(async () => Promise.reject(error)) });
    await toReady(run);
    loadAvailability.mockClear().mockReturnValueOnce(fresh.promise);
    run.actor.send({ type: 'BOOK' });
    const reloading = await run.untilOffer((s) => s.matches({ choosing: 'availabilityLoading' }));
    expect(reloading.context.availability).toEqual([]);
    expect(reloading.context.selection).toEqual({ date: null, time: null });
    expect(run.failures()).toEqual([{ type: 'failure', step: 'booking', error, passCount: 2 }]);

    fresh.resolve(slots.slice(1));
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'timeslot' }));
    expect(loadAvailability).toHaveBeenCalledTimes(1);
    expect(snapshot.context.availability).toEqual(slots.slice(1));
  });

  it('treats an empty booking answer as a failure', async () => {
    const run = start({ book: jest.fn(async () => []) });
    await toReady(run);
    run.actor.send({ type: 'BOOK' });
    const snapshot = await run.untilOffer((s) => s.matches({ choosing: 'ready' }));
    expect(snapshot.context.bookingError).toBe('SOMETHING_WRONG');
    expect(run.failures()).toHaveLength(1);
  });
});

describe('booking machine: without injected actors', () => {
  it('fails loudly rather than calling the network', async () => {
    const actor = createActor(bookingMachine, { input: { order: ORDER } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches({ catalogue: 'failed' }), { timeout: 1000 });
    expect(failureCodeOf(snapshot.context.listError)).toBe('SOMETHING_WRONG');
  });
});
