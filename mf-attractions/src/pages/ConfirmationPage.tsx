import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { useSession } from '@citypass/shared-ui/platform/session';
import { ATTRACTIONS_PATH, BOOKINGS_PATH } from '../routes';
import { readLastBooking, type LastBooking } from '../storage/last-booking';
import { ButtonLink } from '@citypass/shared-ui/components/ButtonLink/ButtonLink';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;


function Confirmed({ booking }: { booking: LastBooking }) {
  const tickets = booking.tickets === 1 ? '1 pass' : `${booking.tickets} passes`;
  return (
    <Card>
      <Tick aria-hidden="true">✓</Tick>
      <PageTitle>Booking confirmed</PageTitle>
      <Lead>
        You're all set for {booking.attractionName}. We have sent you an email with the details of your booking.
      </Lead>
      <Details>
        <dt>Attraction</dt>
        <dd>{booking.attractionName}</dd>
        <dt>Date</dt>
        <dd>{booking.entryDate}</dd>
        <dt>Time</dt>
        <dd>{booking.entryTime}</dd>
        <dt>Tickets</dt>
        <dd>{tickets}</dd>
      </Details>
      <Actions>
        <ButtonLink to={BOOKINGS_PATH} $primary>
          My bookings
        </ButtonLink>
        <ButtonLink to={ATTRACTIONS_PATH}>Book another attraction</ButtonLink>
      </Actions>
    </Card>
  );
}

function NothingToConfirm() {
  return (
    <Card>
      <PageTitle>No booking to show</PageTitle>
      <Lead>We can't find a recent booking for this attraction. Your bookings are always listed in My bookings.</Lead>
      <Actions>
        <ButtonLink to={BOOKINGS_PATH} $primary>
          My bookings
        </ButtonLink>
        <ButtonLink to={ATTRACTIONS_PATH}>Back to attractions</ButtonLink>
      </Actions>
    </Card>
  );
}

export default function ConfirmationPage() {
  const { status } = useSession({ required: true });
  const [params] = useSearchParams();
  const attractionId = params.get('attractionID');

  if (status !== 'authenticated') {
    return (
      <Page>
        <Spinner label="Checking your session" />
      </Page>
    );
  }
  const booking = readLastBooking();
  const matches = booking !== null && booking.attractionId === attractionId;
  return <Page>{matches ? <Confirmed booking={booking} /> : <NothingToConfirm />}</Page>;
}
