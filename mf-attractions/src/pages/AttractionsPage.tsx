import styled from 'styled-components';
import { Page } from '@citypass/shared-ui/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { useSession } from '@citypass/shared-ui/platform/session';
import { AttractionsBrowser } from '../components/AttractionsBrowser';
import { attractionsTexts } from '../i18n/attractions-texts';
import { liveBookingMachine } from '../machines/live-booking-machine';

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 0;
`;

export default function AttractionsPage() {
  // First of all: the page waits (in the shell's Suspense) until its texts have arrived.
  const t = attractionsTexts.useT();
  const { status, data: session } = useSession({ required: true });
  return (
    <Page>
      {status === 'authenticated' && session ? (
        <AttractionsBrowser machine={liveBookingMachine} order={session.orderNumber} />
      ) : (
        <Waiting>
          <Spinner label={t('session.checking')} />
        </Waiting>
      )}
    </Page>
  );
}
