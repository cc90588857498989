import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { useOnline } from '@citypass/shared-ui/platform/online';
import { useViewError } from '@citypass/shared-ui/platform/use-view-error';
import type { bookingMachine } from '../machines/booking.machine';
import { useBookingSideEffects } from '../hooks/use-booking-side-effects';
import { attractionsTexts } from '../i18n/attractions-texts';
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

// Only without a network: not part of the list's first load (the device keeps the whole release).
const KeptListNotice = lazy(() => import('./OfflineNotices').then((module) => ({ default: module.KeptListNotice })));
const BookingNeedsConnection = lazy(() => import('./OfflineNotices').then((module) => ({ default: module.BookingNeedsConnection })));

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 0;
`;

/** The list and the booking panel for one machine; the offer in the address decides which shows. */
export function AttractionsBrowser({ machine, order }: { machine: typeof bookingMachine; order: string }) {
  const t = attractionsTexts.useT();
  const actor = useActorRef(machine, { input: { order } });
  const online = useOnline();
  const snapshot = useSelector(actor, (state) => state);
  const offerActor = useSelector(actor, (state) => state.children.chosenOffer);
  const offer = useSelector(offerActor, (state) => state);
  const [params] = useSearchParams();
  const offerId = params.get(OFFER_PARAM);
  // Spec: a failed list is the error attractionList, a failed attraction the error attraction.
  const listError = useViewError('attractionList', snapshot.matches({ catalogue: 'failed' }) ? snapshot.context.listError : null);
  const attractionError = useViewError('attraction', offer?.context.attractionError ?? null);

  useBookingSideEffects(actor, offer?.matches('requesting') ?? false);

  // The address is the source of truth for the chosen offer, so back and reload work.
  useEffect(() => {
    const current = actor.getSnapshot().context.offerId;
    if (offerId && offerId !== current) actor.send({ type: 'SELECT_OFFER', offerId });
    if (!offerId && current) actor.send({ type: 'CLOSE_OFFER' });
  }, [actor, offerId]);

  // The network's return: a kept list gives way to the service's, and an open offer is read afresh.
  useEffect(() => {
    const back = () => {
      actor.send({ type: 'ONLINE' });
      const current = actor.getSnapshot().context.offerId;
      if (current) actor.send({ type: 'SELECT_OFFER', offerId: current });
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [actor]);

  if (offerId && !online) {
    return (
      <Suspense fallback={null}>
        <BookingNeedsConnection />
      </Suspense>
    );
  }
  if (offerId) {
    const loading = (
      <Loading>
        <Spinner label={t('attraction.opening')} />
      </Loading>
    );
    // Until the address's offer has its machine (the effect above starts it), the attraction is loading.
    return (
      <Suspense fallback={loading}>
        {offer ? (
          <BookingPanel
            offer={offer}
            attractionError={attractionError}
            onRetryAttraction={() => actor.send({ type: 'SELECT_OFFER', offerId })}
            onTogglePass={(passNumber) => actor.send({ type: 'TOGGLE_PASS', passNumber })}
            onSelectTimeslot={(selection) => actor.send({ type: 'SELECT_TIMESLOT', selection })}
            onBook={() => actor.send({ type: 'BOOK' })}
          />
        ) : (
          loading
        )}
      </Suspense>
    );
  }

  return (
    <>
      <PageTitle>{t('attractions.title')}</PageTitle>
      <Lead>{t('attractions.lead')}</Lead>
      {snapshot.matches({ catalogue: 'loading' }) && (
        <Loading>
          <Spinner label={t('attractions.loading')} />
        </Loading>
      )}
      {snapshot.matches({ catalogue: 'failed' }) && (
        <Notice>
          <p>{listError}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY_LIST' })}>
            {t('attractions.retry')}
          </Button>
        </Notice>
      )}
      {snapshot.context.keptAt && snapshot.matches({ catalogue: 'offline' }) && (
        <Suspense fallback={null}>
          <KeptListNotice keptAt={snapshot.context.keptAt} />
        </Suspense>
      )}
      {(snapshot.matches({ catalogue: 'loaded' }) || snapshot.matches({ catalogue: 'offline' })) && <OfferList attractions={snapshot.context.attractions} />}
    </>
  );
}
