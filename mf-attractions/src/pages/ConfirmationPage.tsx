import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { useSession } from '@citypass/shared-ui/platform/session';
import { attractionsTexts } from '../i18n/attractions-texts';
import { ATTRACTIONS_PATH, BOOKINGS_PATH } from '../routes';
import { calendarBookingOf } from '../storage/calendar-booking';
import { readLastBooking, type StoredLastBooking } from '../storage/last-booking';
import { ButtonLink } from '@citypass/shared-ui/components/ButtonLink/ButtonLink';
import { AddToCalendar } from '@citypass/shared-ui/components/AddToCalendar/AddToCalendar';

const Card = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.06);
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 1rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  font-weight: 700;
`;

const Lead = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem 1.5rem;
  margin: 0 0 2rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const CalendarRow = styled.div`
  margin: -1rem 0 2rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The entry's day and time in the page's language; a booking stored before languages holds English words, shown as stored. */
function useEntryWords(booking: StoredLastBooking): { date: string; time: string } {
  const language = useLanguage();
  if (!('entryDateTime' in booking)) return { date: booking.entryDate, time: booking.entryTime };
  const { entryDateTime, timezone } = booking;
  return { date: formatEntryDate(entryDateTime, timezone, language), time: formatEntryTime(entryDateTime, timezone, language) };
}

function Confirmed({ booking }: { booking: StoredLastBooking }) {
  const t = attractionsTexts.useT();
  const entry = useEntryWords(booking);
  const calendar = calendarBookingOf(booking);
  return (
    <Card>
      <Tick aria-hidden="true">✓</Tick>
      <PageTitle>{t('confirmation.title')}</PageTitle>
      <Lead>{t('confirmation.lead', { attraction: booking.attractionName })}</Lead>
      <Details>
        <dt>{t('confirmation.attraction')}</dt>
        <dd>{booking.attractionName}</dd>
        <dt>{t('confirmation.date')}</dt>
        <dd>{entry.date}</dd>
        <dt>{t('confirmation.time')}</dt>
        <dd>{entry.time}</dd>
        <dt>{t('confirmation.tickets')}</dt>
        <dd>{t('confirmation.ticketCount', { count: booking.tickets })}</dd>
      </Details>
      {calendar && (
        <CalendarRow>
          <AddToCalendar booking={calendar} />
        </CalendarRow>
      )}
      <Actions>
        <ButtonLink to={BOOKINGS_PATH} $primary>
          {t('confirmation.myBookings')}
        </ButtonLink>
        <ButtonLink to={ATTRACTIONS_PATH}>{t('confirmation.bookAnother')}</ButtonLink>
      </Actions>
    </Card>
  );
}

function NothingToConfirm() {
  const t = attractionsTexts.useT();
  return (
    <Card>
      <PageTitle>{t('confirmation.none.title')}</PageTitle>
      <Lead>{t('confirmation.none.lead')}</Lead>
      <Actions>
        <ButtonLink to={BOOKINGS_PATH} $primary>
          {t('confirmation.myBookings')}
        </ButtonLink>
        <ButtonLink to={ATTRACTIONS_PATH}>{t('confirmation.none.back')}</ButtonLink>
      </Actions>
    </Card>
  );
}

export default function ConfirmationPage() {
  // First of all: the page waits (in the shell's Suspense) until its texts have arrived.
  const t = attractionsTexts.useT();
  const { status } = useSession({ required: true });
  const [params] = useSearchParams();
  const attractionId = params.get('attractionID');

  if (status !== 'authenticated') {
    return (
      <Page>
        <Spinner label={t('session.checking')} />
      </Page>
    );
  }
  const booking = readLastBooking();
  const matches = booking !== null && booking.attractionId === attractionId;
  return <Page>{matches ? <Confirmed booking={booking} /> : <NothingToConfirm />}</Page>;
}
