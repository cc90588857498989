import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '@citypass/shared-ui/src/components/Button/Button';
import { PageTitle } from '@citypass/shared-ui/src/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/src/components/Spinner/Spinner';
import { resolveError } from '@citypass/shared-ui/src/errors/resolve';
import { useErrorStore } from '@citypass/shared-ui/src/platform/errors-store';
import type { bookingMachine } from '../machines/booking.machine';
import { useBookingSideEffects } from '../hooks/use-booking-side-effects';
import { OFFER_PARAM } from '../routes';
import { Notice } from './Notice';
import { OfferList } from './OfferList';

const Lead = styled.p`
  max-width: 40rem;
  margin: -0.75rem 0 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
  line-height: 1.5;
`;

// The booking panel (passes, dates, timeslots, date handling) loads when an offer is opened, so the
// list's first load does not carry it.
const BookingPanel = lazy(() => import('./BookingPanel').then((module) => ({ default: module.BookingPanel })));

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 0;
`;

/** The list and the booking panel for one machine; the offer in the address decides which shows. */
export function AttractionsBrowser({ machine }: { machine: typeof bookingMachine }) {
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  const [params] = useSearchParams();
  const offerId = params.get(OFFER_PARAM);
  const { errors, setError } = useErrorStore();
  const requesting = snapshot.matches({ offer: 'requesting' });
  const { listError, attractionError } = snapshot.context;

  useBookingSideEffects(actor, requesting);

  // The address is the source of truth for the chosen offer, so back and reload work.
  useEffect(() => {
    const current = actor.getSnapshot().context.offerId;
    if (offerId && offerId !== current) actor.send({ type: 'SELECT_OFFER', offerId });
    if (!offerId && current) actor.send({ type: 'CLOSE_OFFER' });
  }, [actor, offerId]);

  // The shell clears the error store on every route change; a failure that still stands is stored again.
  useEffect(() => {
    if (listError && errors.attractionList === undefined) setError('attractionList', resolveError(listError).message);
  }, [listError, errors.attractionList, setError]);
  useEffect(() => {
    if (attractionError && errors.attraction === undefined) setError('attraction', resolveError(attractionError).message);
  }, [attractionError, errors.attraction, setError]);

  if (offerId) {
    return (
      <Suspense
        fallback={
          <Loading>
            <Spinner label="Loading the attraction" />
          </Loading>
        }
      >
        <BookingPanel
          snapshot={snapshot}
          attractionError={errors.attraction}
          onRetryAttraction={() => actor.send({ type: 'SELECT_OFFER', offerId })}
          onTogglePass={(passNumber) => actor.send({ type: 'TOGGLE_PASS', passNumber })}
          onSelectTimeslot={(selection) => actor.send({ type: 'SELECT_TIMESLOT', selection })}
          onBook={() => actor.send({ type: 'BOOK' })}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageTitle>Attractions</PageTitle>
      <Lead>Choose an attraction, pick your passes and book a time to visit.</Lead>
      {snapshot.matches({ catalogue: 'loading' }) && (
        <Loading>
          <Spinner label="Loading attractions" />
        </Loading>
      )}
      {snapshot.matches({ catalogue: 'failed' }) && (
        <Notice>
          <p>{errors.attractionList ?? resolveError(listError ?? undefined).message}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY_LIST' })}>
            Try again
          </Button>
        </Notice>
      )}
      {snapshot.matches({ catalogue: 'loaded' }) && <OfferList attractions={snapshot.context.attractions} />}
    </>
  );
}
