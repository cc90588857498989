import type { SnapshotFrom } from 'xstate';
import type { Reservation } from '../api/reservations';
import type { bookingsMachine } from './bookings.machine';

/** The spec's booking state (section 3), read from where the bookings machine is. */
interface BookingState {
  data: Reservation[];
  bookingsExist: boolean;
  fetching: boolean;
  /** A cancel or amend runs, up to the list being fetched again after it. */
  requesting: boolean;
  initialised: boolean;
}

export function bookingStateOf(snapshot: SnapshotFrom<typeof bookingsMachine>): BookingState {
  const refreshing = snapshot.matches('refreshing');
  return {
    data: snapshot.context.data,
    bookingsExist: snapshot.context.data.length > 0,
    fetching: snapshot.matches('fetching') || refreshing,
    requesting: refreshing || snapshot.matches({ ready: 'cancelling' }) || snapshot.matches({ ready: { amend: 'submitting' } }),
    // The first fetch starts with the machine, so a running machine has been initialised.
    initialised: snapshot.status === 'active',
  };
}
