import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Actor } from 'xstate';
import { isApiError } from '@citypass/shared-ui/src/api/proxy-client';
import { resolveError } from '@citypass/shared-ui/src/errors/resolve';
import { track } from '@citypass/shared-ui/src/platform/analytics';
import { useErrorStore } from '@citypass/shared-ui/src/platform/errors-store';
import { useLoading } from '@citypass/shared-ui/src/platform/loading';
import { useApiErrorHandler } from '@citypass/shared-ui/src/platform/use-api-error-handler';
import { isSessionWide, type bookingMachine } from '../machines/booking.machine';
import { saveLastBooking } from '../storage/last-booking';
import { confirmationPath } from '../routes';

type BookingActor = Actor<typeof bookingMachine>;

/** Performs what the booking machine asks for: error handling, analytics, storage, navigation, the overlay. */
export function useBookingSideEffects(actor: BookingActor, requesting: boolean): void {
  const handleApiError = useApiErrorHandler();
  const { setError } = useErrorStore();
  const { setLoading } = useLoading();
  const navigate = useNavigate();

  useEffect(() => {
    const subscriptions = [
      actor.on('analytics', ({ name, data }) => track(name, data)),
      actor.on('failure', ({ step, error, passCount }) => {
        if ((step === 'attractionList' || step === 'attraction') && !isSessionWide(error)) {
          // Shown where the list or the attraction would be, not in the modal.
          setError(step, resolveError(isApiError(error) ? error.errorCode : undefined).message);
          return;
        }
        handleApiError(error, { passCount });
      }),
      actor.on('booked', ({ booking }) => {
        saveLastBooking(booking);
        navigate(confirmationPath(booking.attractionId));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, handleApiError, navigate, setError]);

  useEffect(() => {
    setLoading(requesting);
  }, [requesting, setLoading]);

  useEffect(() => () => setLoading(false), [setLoading]);
}
