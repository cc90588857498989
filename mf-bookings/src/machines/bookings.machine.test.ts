import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { ApiError } from '@citypass/shared-ui/api/proxy-client';
import type { CallAnswer } from '@citypass/shared-ui/platform/kept-calls';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { AmendPayload, Reservation } from '../api/reservations';
import { anneFrank, rijksmuseum, rijksmuseumSlots, unsortedReservations } from '../testing/reservations.fixture';
import { bookingStateOf } from './booking-state';
import { sortByTimeSlot, type AvailabilityInput, type BookingsEmitted } from './bookings-context';
import { bookingsMachine } from './bookings.machine';

interface Fakes {
  /** The service's list; unless `loadBookings` says otherwise, also what the page first shows. */
  fetchBookings: () => Promise<Reservation[]>;
  loadBookings?: (input: { order: string }) => Promise<CallAnswer<'reservations'>>;
  cancelBooking: (input: { bookingId: string }) => Promise<unknown>;
  amendBooking: (input: AmendPayload) => Promise<unknown>;
  fetchAvailability: (input: AvailabilityInput) => Promise<AvailabilityEntry[]>;
}

const ORDER = 'CP-100001';

type BookingsActor = Actor<typeof bookingsMachine>;
type BookingsState = Parameters<ReturnType<BookingsActor['getSnapshot']>['matches']>[0];

function start(overrides: Partial<Fakes> = {}) {
  const fakes: Fakes = {
    fetchBookings: jest.fn(async () => unsortedReservations),
    cancelBooking: jest.fn(async () => ({ status: 'cancelled' })),
    amendBooking: jest.fn(async () => rijksmuseum),
    fetchAvailability: jest.fn(async () => rijksmuseumSlots),
    ...overrides,
  };
  const machine = bookingsMachine.provide({
    actors: {
      fetchBookings: fromPromise(() => fakes.fetchBookings()),
      loadBookings: fromPromise(async ({ input }) => (fakes.loadBookings ? fakes.loadBookings(input) : { value: await fakes.fetchBookings(), keptAt: null })),
      cancelBooking: fromPromise(({ input }) => fakes.cancelBooking(input)),
      amendBooking: fromPromise(({ input }) => fakes.amendBooking(input)),
      fetchAvailability: fromPromise(({ input }) => fakes.fetchAvailability(input)),
    },
  });
  const actor = createActor(machine, { input: { order: ORDER } });
  const emitted: BookingsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted };
}

const settled = (actor: BookingsActor, state: BookingsState) =>
  waitFor(actor, (snapshot) => snapshot.matches(state) && !bookingStateOf(snapshot).requesting && !bookingStateOf(snapshot).fetching);
const bookingState = (actor: BookingsActor) => bookingStateOf(actor.getSnapshot());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const apiError = (status: number, code: string) => new ApiError(status, code, { error_code: code });

describe('bookings machine: the list', () => {
  it('sets fetching and initialised while it fetches', () => {
    const { actor } = start({ fetchBookings: jest.fn(() => new Promise<Reservation[]>(() => undefined)) });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(bookingState(actor)).toMatchObject({ fetching: true, initialised: true, requesting: false, bookingsExist: false });
  });

  it('remembers no flag that repeats where it is: fetching and requesting are read from its states', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    expect(Object.keys(actor.getSnapshot().context)).not.toEqual(expect.arrayContaining(['fetching']));
    expect(Object.keys(actor.getSnapshot().context)).not.toEqual(expect.arrayContaining(['requesting']));
    expect(Object.keys(actor.getSnapshot().context)).not.toEqual(expect.arrayContaining(['initialised']));
  });

  it('stores the bookings sorted by time_slot.date_time ascending', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.data.map((booking) => booking.booking_id)).toEqual(['bk-anne', 'bk-rijks']);
    expect(actor.getSnapshot().context.listError).toBeNull();
    expect(bookingState(actor)).toMatchObject({ bookingsExist: true, fetching: false, initialised: true });
  });

  it('sets bookingsExist false for an empty list', async () => {
    const { actor } = start({ fetchBookings: jest.fn(async () => []) });
    await settled(actor, 'ready');
    expect(bookingState(actor)).toMatchObject({ data: [], bookingsExist: false, initialised: true });
  });

  it('stores a list failure while it stands, and fetches again on RETRY', async () => {
    const failure = apiError(502, 'UPSTREAM_UNAVAILABLE');
    const fetchBookings = jest.fn<Promise<Reservation[]>, []>().mockRejectedValueOnce(failure).mockResolvedValue([anneFrank]);
    const { actor, emitted } = start({ fetchBookings });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.listError).toBe(failure);
    expect(bookingState(actor)).toMatchObject({ fetching: false, initialised: true });
    expect(emitted).toEqual([]);

    actor.send({ type: 'RETRY' });
    expect(bookingState(actor).fetching).toBe(true);
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.listError).toBeNull();
    expect(bookingState(actor)).toMatchObject({ data: [anneFrank], bookingsExist: true });
  });
});

describe('bookings machine: without a network', () => {
  const keptAt = new Date('2025-03-03T08:15:00Z');

  it("shows the order's kept list, read only, when that is the answer, and fetches again once the network is back", async () => {
    const loadBookings = jest.fn<Promise<CallAnswer<'reservations'>>, [{ order: string }]>().mockResolvedValueOnce({ value: unsortedReservations, keptAt }).mockResolvedValue({ value: [anneFrank], keptAt: null });
    const { actor, emitted } = start({ loadBookings });
    await settled(actor, 'offline');
    expect(loadBookings).toHaveBeenCalledWith({ order: ORDER });
    expect(actor.getSnapshot().context).toMatchObject({ keptAt, listError: null });
    expect(actor.getSnapshot().context.data.map((booking) => booking.booking_id)).toEqual(['bk-anne', 'bk-rijks']);
    expect(emitted).toEqual([]);

    // Nothing can be changed without the service.
    actor.send({ type: 'CANCEL', bookingId: 'bk-anne' });
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    expect(actor.getSnapshot().value).toBe('offline');

    actor.send({ type: 'ONLINE' });
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context).toMatchObject({ keptAt: null, data: [anneFrank] });
  });
});

describe('bookings machine: cancel', () => {
  it('asks for confirmation first, and KEEP leaves the booking alone', async () => {
    const { actor, fakes } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-rijks' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingCancel' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(rijksmuseum);

    actor.send({ type: 'KEEP' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(fakes.cancelBooking).not.toHaveBeenCalled();
  });

  it('ignores a booking it does not know', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-other' });
    actor.send({ type: 'AMEND', bookingId: 'bk-other' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('cancels with requesting set, fetches the list again, then shows the cancelled notice', async () => {
    const cancel = deferred<unknown>();
    const fetchBookings = jest.fn<Promise<Reservation[]>, []>().mockResolvedValueOnce(unsortedReservations).mockResolvedValue([anneFrank]);
    const { actor, fakes, emitted } = start({ fetchBookings, cancelBooking: jest.fn(() => cancel.promise) });
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-rijks' });
    actor.send({ type: 'CONFIRM_CANCEL' });

    expect(actor.getSnapshot().matches({ ready: 'cancelling' })).toBe(true);
    expect(bookingState(actor).requesting).toBe(true);
    expect(fakes.cancelBooking).toHaveBeenCalledWith({ bookingId: 'bk-rijks' });
    // A second request cannot start while this one runs.
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    expect(actor.getSnapshot().matches({ ready: 'cancelling' })).toBe(true);

    cancel.resolve({ booking_id: 'bk-rijks', status: 'cancelled' });
    await waitFor(actor, (snapshot) => snapshot.matches('refreshing') || snapshot.matches('ready'));
    await settled(actor, 'ready');
    expect(fetchBookings).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ data: [anneFrank], selected: null, pendingNotice: null });
    expect(bookingState(actor).requesting).toBe(false);
    expect(emitted).toEqual([
      {
        type: 'notice',
        notice: {
          title: 'Your Rijksmuseum booking has been cancelled',
          message: 'We have sent you an email to confirm your cancelled booking',
        },
      },
    ]);
  });

  it('keeps requesting set until the refetch is done', async () => {
    const refetch = deferred<Reservation[]>();
    const fetchBookings = jest.fn<Promise<Reservation[]>, []>().mockResolvedValueOnce(unsortedReservations).mockReturnValue(refetch.promise);
    const { actor, emitted } = start({ fetchBookings });
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-rijks' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches('refreshing'));
    expect(bookingState(actor)).toMatchObject({ requesting: true, fetching: true });
    expect(emitted).toEqual([]);
    refetch.resolve([]);
    await settled(actor, 'ready');
    expect(bookingState(actor).bookingsExist).toBe(false);
  });

  it.each(['WINDOW_ELAPSED', 'ADAPTOR_ERROR', 'NOT_FOUND'])('reports a %s refusal and keeps the list', async (code) => {
    const failure = apiError(code === 'WINDOW_ELAPSED' ? 422 : 502, code);
    const { actor, fakes, emitted } = start({ cancelBooking: jest.fn(async () => Promise.reject(failure)) });
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-rijks' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settled(actor, { ready: 'idle' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: null, data: sortByTimeSlot(unsortedReservations) });
    expect(bookingState(actor).requesting).toBe(false);
    expect(emitted).toEqual([{ type: 'failure', error: failure, passCount: 3 }]);
    expect(fakes.fetchBookings).toHaveBeenCalledTimes(1);
  });

  it('still shows the cancelled notice when the refetch fails, and stores the list failure', async () => {
    const failure = apiError(500, 'INTERNAL_ERROR');
    const fetchBookings = jest.fn<Promise<Reservation[]>, []>().mockResolvedValueOnce(unsortedReservations).mockRejectedValue(failure);
    const { actor, emitted } = start({ fetchBookings });
    await settled(actor, 'ready');
    actor.send({ type: 'CANCEL', bookingId: 'bk-anne' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.listError).toBe(failure);
    expect(bookingState(actor).requesting).toBe(false);
    expect(emitted.map((event) => event.type)).toEqual(['notice']);
  });
});

describe('bookings machine: amend', () => {
  it("loads the offer's availability for the booking's passes and keeps the timeslots as they came, values only", async () => {
    const { actor, fakes } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
    expect(actor.getSnapshot().matches({ ready: { amend: 'loadingSlots' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    expect(fakes.fetchAvailability).toHaveBeenCalledWith({ offerId: 'ams-rijksmuseum', passes: rijksmuseum.passes });
    expect(actor.getSnapshot().context.availability).toEqual(rijksmuseumSlots);
  });

  it('shows no slots when none come back, and closes', async () => {
    const { actor } = start({ fetchAvailability: jest.fn(async () => []) });
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'noSlots' } }));
    expect(actor.getSnapshot().context.availability).toBeNull();
    actor.send({ type: 'CLOSE_AMEND' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it.each([
    [422, 'AV-004'],
    [502, 'ADAPTOR_ERROR'],
    [401, 'SESSION_EXPIRED'],
  ])('hands an availability failure for the modal or the session (%s %s) to the page and closes the amend panel', async (status, code) => {
    const failure = apiError(status, code);
    const { actor, emitted } = start({ fetchAvailability: jest.fn(async () => Promise.reject(failure)) });
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(emitted).toEqual([{ type: 'failure', error: failure, passCount: 1 }]);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('keeps any other availability failure (%s %s) in the amend panel, which loads again or closes', async (status, code) => {
    const fetchAvailability = jest.fn<Promise<AvailabilityEntry[]>, [AvailabilityInput]>();
    fetchAvailability.mockRejectedValueOnce(apiError(status, code)).mockResolvedValue(rijksmuseumSlots);
    const { actor, emitted } = start({ fetchAvailability });
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'slotsFailed' } }));
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.selected).toEqual(rijksmuseum);

    actor.send({ type: 'RETRY_SLOTS' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    expect(fetchAvailability).toHaveBeenCalledTimes(2);

    fetchAvailability.mockRejectedValueOnce(apiError(status, code));
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'slotsFailed' } }));
    actor.send({ type: 'CLOSE_AMEND' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('closes while choosing, and switches to another booking', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    expect(actor.getSnapshot().context.selected).toEqual(anneFrank);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    actor.send({ type: 'CANCEL', bookingId: 'bk-anne' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingCancel' })).toBe(true);
    actor.send({ type: 'KEEP' });
    actor.send({ type: 'AMEND', bookingId: 'bk-anne' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    actor.send({ type: 'CLOSE_AMEND' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: null, availability: null });
  });

  it('sends the amend payload with requesting set, refetches, then shows the amended notice', async () => {
    const amend = deferred<unknown>();
    const { actor, fakes, emitted } = start({ amendBooking: jest.fn(() => amend.promise) });
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    actor.send({ type: 'SUBMIT_AMEND', timeSlot: { id: '201', date_time: '2030-06-13T12:00:00.000Z' } });

    expect(actor.getSnapshot().matches({ ready: { amend: 'submitting' } })).toBe(true);
    expect(bookingState(actor).requesting).toBe(true);
    expect(fakes.amendBooking).toHaveBeenCalledWith({
      bookingId: 'bk-rijks',
      offer_id: 'ams-rijksmuseum',
      time_slot: { id: '201', date_time: '2030-06-13T12:00:00.000Z' },
    });
    actor.send({ type: 'CANCEL', bookingId: 'bk-anne' });
    expect(actor.getSnapshot().matches({ ready: { amend: 'submitting' } })).toBe(true);

    amend.resolve(rijksmuseum);
    await settled(actor, 'ready');
    expect(fakes.fetchBookings).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ selected: null, availability: null, chosenSlot: null });
    expect(bookingState(actor).requesting).toBe(false);
    expect(emitted).toEqual([
      {
        type: 'notice',
        notice: {
          title: 'Your Rijksmuseum booking has been amended',
          message: 'We have sent you an email to confirm your amended time',
        },
      },
    ]);
  });

  it.each(['OVERLAPPING_RESERVATION', 'WINDOW_ELAPSED', 'BOOKING-017'])(
    'reports a %s refusal and lets the visitor choose again',
    async (code) => {
      const failure = apiError(409, code);
      const { actor, emitted, fakes } = start({ amendBooking: jest.fn(async () => Promise.reject(failure)) });
      await settled(actor, 'ready');
      actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
      await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
      actor.send({ type: 'SUBMIT_AMEND', timeSlot: { id: '102', date_time: '2030-06-12T08:30:00.000Z' } });
      await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
      expect(actor.getSnapshot().context).toMatchObject({ chosenSlot: null, selected: rijksmuseum });
      expect(bookingState(actor).requesting).toBe(false);
      expect(emitted).toEqual([{ type: 'failure', error: failure, passCount: 3 }]);
      expect(fakes.fetchAvailability).toHaveBeenCalledTimes(1);
    },
  );

  it('clears and reloads the availability after TIMESLOT_UNAVAILABLE', async () => {
    const failure = apiError(409, 'TIMESLOT_UNAVAILABLE');
    const reload = deferred<AvailabilityEntry[]>();
    const fetchAvailability = jest
      .fn<Promise<AvailabilityEntry[]>, [AvailabilityInput]>()
      .mockResolvedValueOnce(rijksmuseumSlots)
      .mockReturnValue(reload.promise);
    const { actor, emitted } = start({ fetchAvailability, amendBooking: jest.fn(async () => Promise.reject(failure)) });
    await settled(actor, 'ready');
    actor.send({ type: 'AMEND', bookingId: 'bk-rijks' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    actor.send({ type: 'SUBMIT_AMEND', timeSlot: { id: '201', date_time: '2030-06-13T12:00:00.000Z' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'loadingSlots' } }));
    expect(actor.getSnapshot().context.availability).toBeNull();
    reload.resolve(rijksmuseumSlots.slice(0, 1));
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { amend: 'choosing' } }));
    expect(fetchAvailability).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.availability).toEqual(rijksmuseumSlots.slice(0, 1));
    expect(emitted).toEqual([{ type: 'failure', error: failure, passCount: 3 }]);
  });
});

describe('helpers', () => {
  it('sorts without changing its input', () => {
    const input = [...unsortedReservations];
    expect(sortByTimeSlot(input).map((booking) => booking.booking_id)).toEqual(['bk-anne', 'bk-rijks']);
    expect(input).toEqual(unsortedReservations);
  });
});
