import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Actor } from 'xstate';
import { track } from '@citypass/shared-ui/platform/analytics';
import { useLoading } from '@citypass/shared-ui/platform/loading';
import { useApiErrorHandler } from '@citypass/shared-ui/platform/use-api-error-handler';
import type { bookingMachine } from '../machines/booking.machine';
import { saveLastBooking } from '../storage/last-booking';
import { confirmationPath } from '../routes';

type BookingActor = Actor<typeof bookingMachine>;

/** Performs what the booking machine asks for: error handling, analytics, storage, navigation, the overlay. */
export function useBookingSideEffects(actor: BookingActor, requesting: boolean): void {
  const handleApiError = useApiErrorHandler();
  const { setLoading } = useLoading();
  const navigate = useNavigate();

  useEffect(() => {
    const subscriptions = [
      actor.on('analytics', ({ name, data }) => track(name, data)),
      actor.on('failure', ({ error, passCount }) => handleApiError(error, { passCount })),
      actor.on('booked', ({ booking }) => {
        saveLastBooking(booking);
        navigate(confirmationPath(booking.attractionId));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, handleApiError, navigate]);

  useEffect(() => {
    setLoading(requesting);
  }, [requesting, setLoading]);

  useEffect(() => () => setLoading(false), [setLoading]);
}
