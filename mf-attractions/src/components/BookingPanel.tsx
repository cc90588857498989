import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import type { TimeslotSelection } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';
import { useAvailability } from '@citypass/shared-ui/format/use-availability';
import { above } from '@citypass/shared-ui/theme/media';
import { errorCodeOf } from '@citypass/shared-ui/errors/error-facts';
import type { offerMachine } from '../machines/offer.machine';
import { attractionsTexts } from '../i18n/attractions-texts';
import { ATTRACTIONS_PATH } from '../routes';
import { AttractionUnavailable } from './AttractionUnavailable';
import { BookingSteps } from './BookingSteps';
import { BookingSummary } from './BookingSummary';
import { OfferIntro } from './OfferIntro';
import { LoadingBlock } from './LoadingBlock';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 2rem;

  ${above('lg')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

interface BookingPanelProps {
  /** The chosen offer's machine, where it is now. */
  offer: SnapshotFrom<typeof offerMachine>;
  /** Why the attraction could not be loaded, in the catalogue's words; null while it stands. */
  attractionError: string | null;
  onRetryAttraction(): void;
  onTogglePass(passNumber: string): void;
  onSelectTimeslot(selection: TimeslotSelection): void;
  onBook(): void;
}

/** One attraction to book: what it is, the booking steps and the summary with its Book button. */
export function BookingPanel({ offer, attractionError, onRetryAttraction, onTogglePass, onSelectTimeslot, onBook }: BookingPanelProps) {
  const t = attractionsTexts.useT();
  const { attraction, selectedPasses, selection } = offer.context;
  const availability = useAvailability(offer.context.availability, attraction?.timezone);
  // The choice is kept by value; its words are those the picker shows now.
  const dateDisplay = availability.dates.find((date) => date.value === selection.date)?.display ?? null;
  const timeDisplay = (selection.date ? availability.times[selection.date] : undefined)?.find((time) => time.id === selection.time?.id)?.display ?? null;
  const back = <Back to={ATTRACTIONS_PATH}>{t('attraction.back')}</Back>;

  if (offer.matches('loading')) {
    return (
      <>
        {back}
        <LoadingBlock label={t('attraction.loading')} />
      </>
    );
  }

  if (!attraction) {
    return (
      <>
        {back}
        <AttractionUnavailable
          message={attractionError ?? ''}
          notOnPass={errorCodeOf(offer.context.attractionError) === 'OFFER_NOT_ON_PASS'}
          onRetry={onRetryAttraction}
        />
      </>
    );
  }

  return (
    <>
      {back}
      <OfferIntro attraction={attraction} />
      <Layout>
        <BookingSteps offer={offer} availability={availability} onTogglePass={onTogglePass} onSelectTimeslot={onSelectTimeslot} />
        <BookingSummary
          attractionName={attraction.name}
          passCount={selectedPasses.length}
          date={dateDisplay}
          time={timeDisplay}
          ready={offer.matches({ choosing: 'ready' })}
          onBook={onBook}
        />
      </Layout>
    </>
  );
}
