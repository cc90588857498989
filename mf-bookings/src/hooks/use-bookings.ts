import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { resolveError } from '@citypass/shared-ui/src/errors/resolve';
import { useErrorStore } from '@citypass/shared-ui/src/platform/errors-store';
import { useLoading } from '@citypass/shared-ui/src/platform/loading';
import { useNotification } from '@citypass/shared-ui/src/platform/notifications';
import { useApiErrorHandler } from '@citypass/shared-ui/src/platform/use-api-error-handler';
import { liveBookingsMachine } from '../api/bookings-actors';
import { errorCodeOf, isSessionWide } from '../machines/bookings.machine';

/** Name of the list failure in the error store. */
export const BOOKINGS_ERROR = 'bookings';

/**
 * Runs the bookings machine and turns what it emits into the platform's effects: success
 * notices, the spec's error behaviour, the stored list error and the spinner overlay.
 */
export function useBookings() {
  const actorRef = useActorRef(liveBookingsMachine);
  const snapshot = useSelector(actorRef, (state) => state);
  const { notify } = useNotification();
  const handleApiError = useApiErrorHandler();
  const { setError } = useErrorStore();
  const { setLoading } = useLoading();

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notice', ({ notice }) => notify(notice)),
      actorRef.on('failure', ({ error, passCount }) => handleApiError(error, { passCount })),
      actorRef.on('listFailed', ({ error }) => {
        // Signed out or forbidden: the platform's reaction applies; anything else stays on the page.
        if (isSessionWide(error)) {
          handleApiError(error);
          return;
        }
        setError(BOOKINGS_ERROR, resolveError(errorCodeOf(error)).message);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, notify, handleApiError, setError]);

  const requesting = snapshot.context.requesting;
  useEffect(() => {
    setLoading(requesting);
  }, [requesting, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  return { snapshot, send: actorRef.send };
}
