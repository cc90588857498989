import { lazy, Suspense, useEffect, useId } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { AddAllToCalendar } from '@citypass/shared-ui/components/AddToCalendar/AddToCalendar';
import { useSession } from '@citypass/shared-ui/platform/session';
import { BookingsList, type AmendState } from '../components/BookingsList';
import { BookingsLoadError } from '../components/BookingsLoadError';
import { CancelBookingDialog } from '../components/CancelBookingDialog';
import { EmptyBookings } from '../components/EmptyBookings';
import { calendarBookingOf } from '../format/calendar-booking';
import { useBookings } from '../hooks/use-bookings';
import { useWindowClock } from '../hooks/use-window-clock';
import { bookingsTexts } from '../i18n/bookings-texts';
import { bookingStateOf } from '../machines/booking-state';
import { isChangeable } from '../rules/change-window';

// Only without a network: not part of the page's first load (the device keeps the whole release).
const OfflineNotice = lazy(() => import('../components/OfflineNotice').then((module) => ({ default: module.OfflineNotice })));

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 0;
`;

const AllToCalendar = styled.div`
  margin: 0 0 1.5rem;
`;

const Summary = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The page's first text suspends it until its catalogue is loaded (the shell's Suspense shows the region's spinner).
export default function BookingsPage() {
  const t = bookingsTexts.useT();
  const { status, data: session } = useSession({ required: true });
  return (
    <Page>
      <PageTitle>{t('page.title')}</PageTitle>
      {status === 'authenticated' && session ? (
        <Bookings order={session.orderNumber} />
      ) : (
        <Loading>
          <Spinner label={t('page.loading')} />
        </Loading>
      )}
    </Page>
  );
}

function Bookings({ order }: { order: string }) {
  const t = bookingsTexts.useT();
  const { snapshot, send, listError } = useBookings(order);
  const { data, bookingsExist } = bookingStateOf(snapshot);
  const { selected, availability, keptAt } = snapshot.context;
  const offlineId = useId();
  const now = useWindowClock(data);
  const amending = snapshot.matches({ ready: 'amend' });

  // A window that closes while its booking is being amended takes the panel with it (a running change
  // is left to the service, which answers WINDOW_ELAPSED).
  useEffect(() => {
    if (amending && selected && !isChangeable(selected, now)) send({ type: 'CLOSE_AMEND' });
  }, [amending, selected, now, send]);

  if (snapshot.matches('fetching')) {
    return (
      <Loading>
        <Spinner label={t('page.loading')} />
      </Loading>
    );
  }
  if (listError !== null) return <BookingsLoadError message={listError} onRetry={() => send({ type: 'RETRY' })} />;
  const offline =
    keptAt !== null && snapshot.matches('offline') ? (
      <Suspense fallback={null}>
        <OfflineNotice keptAt={keptAt} changesId={offlineId} />
      </Suspense>
    ) : null;
  if (!bookingsExist) {
    return (
      <>
        {offline}
        <EmptyBookings />
      </>
    );
  }

  return (
    <>
      {offline}
      <Summary>{t('page.summary', { count: data.length })}</Summary>
      <AllToCalendar>
        <AddAllToCalendar bookings={data.map(calendarBookingOf)} />
      </AllToCalendar>
      <BookingsList
        bookings={data}
        now={now}
        amend={amendStateOf(snapshot, selected?.booking_id, availability)}
        unavailableBecause={offline ? offlineId : undefined}
        onAmend={(bookingId) => send({ type: 'AMEND', bookingId })}
        onCancel={(bookingId) => send({ type: 'CANCEL', bookingId })}
        onSubmitAmend={(timeSlot) => send({ type: 'SUBMIT_AMEND', timeSlot })}
        onRetryAmend={() => send({ type: 'RETRY_SLOTS' })}
        onCloseAmend={() => send({ type: 'CLOSE_AMEND' })}
      />
      <CancelBookingDialog
        booking={snapshot.matches({ ready: 'confirmingCancel' }) ? selected : null}
        onConfirm={() => send({ type: 'CONFIRM_CANCEL' })}
        onKeep={() => send({ type: 'KEEP' })}
      />
    </>
  );
}

type BookingsSnapshot = ReturnType<typeof useBookings>['snapshot'];

function amendStateOf(
  snapshot: BookingsSnapshot,
  bookingId: string | undefined,
  availability: AmendState['availability'],
): AmendState | null {
  if (!bookingId) return null;
  const stages = [
    ['loadingSlots', 'loading'],
    ['noSlots', 'noSlots'],
    ['slotsFailed', 'failed'],
    ['choosing', 'choosing'],
    ['submitting', 'submitting'],
  ] as const;
  for (const [state, stage] of stages) {
    if (snapshot.matches({ ready: { amend: state } })) return { bookingId, stage, availability };
  }
  return null;
}
