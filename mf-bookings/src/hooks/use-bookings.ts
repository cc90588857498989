import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLoading } from '@citypass/shared-ui/platform/loading';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { useApiErrorHandler } from '@citypass/shared-ui/platform/use-api-error-handler';
import { useViewError } from '@citypass/shared-ui/platform/use-view-error';
import { liveBookingsMachine } from '../api/bookings-actors';
import { bookingStateOf } from '../machines/booking-state';

/** Name of the list failure in the error store. */
const BOOKINGS_ERROR = 'bookings';

/**
 * Runs the bookings machine and turns what it emits into the platform's effects: success
 * notices, the spec's error behaviour, the list failure and the spinner overlay.
 */
export function useBookings(order: string) {
  const actorRef = useActorRef(liveBookingsMachine, { input: { order } });
  const snapshot = useSelector(actorRef, (state) => state);
  const { notify } = useNotification();
  const handleApiError = useApiErrorHandler();
  const { setLoading } = useLoading();
  const listError = useViewError(BOOKINGS_ERROR, snapshot.matches('failed') ? snapshot.context.listError : null);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notice', ({ notice }) => notify(notice)),
      actorRef.on('failure', ({ error, passCount }) => handleApiError(error, { passCount })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, notify, handleApiError]);

  // The network's return: the list is fetched again (a kept one gives way to the service's).
  useEffect(() => {
    const online = () => actorRef.send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actorRef]);

  const { requesting } = bookingStateOf(snapshot);
  useEffect(() => {
    setLoading(requesting);
  }, [requesting, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  return { snapshot, send: actorRef.send, listError };
}
