import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { Button } from '@citypass/shared-ui/src/components/Button/Button';
import { FormStep, FormStepLegend } from '@citypass/shared-ui/src/components/FormStep/FormStep';
import { PageTitle } from '@citypass/shared-ui/src/components/Page/Page';
import { Spinner } from '@citypass/shared-ui/src/components/Spinner/Spinner';
import { TimeslotPicker, type TimeslotSelection } from '@citypass/shared-ui/src/components/TimeslotPicker/TimeslotPicker';
import { resolveError } from '@citypass/shared-ui/src/errors/resolve';
import { above } from '@citypass/shared-ui/src/theme/media';
import type { bookingMachine } from '../machines/booking.machine';
import { ATTRACTIONS_PATH } from '../routes';
import { AttractionUnavailable } from './AttractionUnavailable';
import { BookBar } from './BookBar';
import { Notice } from './Notice';
import { PassPicker } from './PassPicker';

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

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
`;

const Pill = styled.span`
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Intro = styled.div`
  max-width: 48rem;
  margin-bottom: 2rem;

  p {
    margin: 0 0 0.5rem;
    line-height: 1.6;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: 2rem;

  ${above('lg')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Section = styled.section`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0 0 1.25rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
`;

const Waiting = styled.p`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    display: block;
    margin-bottom: 0.25rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.125rem;
  }
`;

// On phones the summary dissolves into the layout grid, so its Book bar can stick across the whole booking section.
const Summary = styled.div`
  display: contents;

  ${above('lg')} {
    display: block;
    position: sticky;
    top: 1.5rem;
    padding: 1.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: calc(${({ theme }) => theme.radius} * 2);
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SummaryList = styled.dl`
  display: none;
  margin: 0;

  ${above('lg')} {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.5rem 1rem;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const SummaryTitle = styled(SectionTitle)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${above('lg')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 2rem 0;
`;

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export interface BookingPanelProps {
  snapshot: BookingSnapshot;
  /** The attraction error as the error store holds it. */
  attractionError: string | undefined;
  onRetryAttraction(): void;
  onTogglePass(passNumber: string): void;
  onSelectTimeslot(selection: TimeslotSelection): void;
  onBook(): void;
}

export function BookingPanel({ snapshot, attractionError, onRetryAttraction, onTogglePass, onSelectTimeslot, onBook }: BookingPanelProps) {
  const { attraction, passes, selectedPasses, availability, selection, notice } = snapshot.context;
  const requesting = snapshot.matches({ offer: 'requesting' });
  const ready = snapshot.matches({ offer: { choosing: 'ready' } });
  const dateDisplay = availability.dates.find((date) => date.value === selection.date)?.display ?? null;

  if (snapshot.matches({ offer: 'loading' })) {
    return (
      <>
        <Back to={ATTRACTIONS_PATH}>← All attractions</Back>
        <Loading>
          <Spinner label="Loading attraction" />
        </Loading>
      </>
    );
  }

  if (snapshot.matches({ offer: 'failed' }) || !attraction) {
    const code = snapshot.context.attractionError ?? undefined;
    return (
      <>
        <Back to={ATTRACTIONS_PATH}>← All attractions</Back>
        <AttractionUnavailable
          message={attractionError ?? resolveError(code).message}
          notOnPass={code === 'OFFER_NOT_ON_PASS'}
          onRetry={onRetryAttraction}
        />
      </>
    );
  }

  return (
    <>
      <Back to={ATTRACTIONS_PATH}>← All attractions</Back>
      <Intro>
        <Meta>
          <Pill>{attraction.category}</Pill>
          <Pill>{attraction.city}</Pill>
        </Meta>
        <PageTitle>{attraction.name}</PageTitle>
        <Muted>{attraction.address}</Muted>
        <p>{attraction.description}</p>
      </Intro>

      <Layout>
        <Section aria-labelledby="book-visit-title">
          <SectionTitle id="book-visit-title">Book your visit</SectionTitle>

          {snapshot.matches({ offer: 'loadingPasses' }) && (
            <Loading>
              <Spinner label="Loading your passes" />
            </Loading>
          )}

          {notice === 'REFRESH_REQUIRED' && (
            <Notice>
              <p>{resolveError('REFRESH_REQUIRED').message}</p>
              <Button variant="secondary" onClick={() => window.location.reload()}>
                Refresh the page
              </Button>
            </Notice>
          )}

          {passes.length > 0 && (
            <FormStep>
              <FormStepLegend>1. Choose passes</FormStepLegend>
              <PassPicker passes={passes} selected={selectedPasses} disabled={requesting} onToggle={onTogglePass} />
            </FormStep>
          )}

          {snapshot.matches({ offer: { choosing: 'passes' } }) && (
            <Waiting>
              <strong>2. Choose a date</strong>
              Select at least one pass to see the dates with room for your group.
            </Waiting>
          )}

          {snapshot.matches({ offer: { choosing: 'availabilityLoading' } }) && (
            <Loading>
              <Spinner label="Loading available timeslots" />
            </Loading>
          )}

          {(notice === 'NO_AVAILABILITY' || notice === 'NO_AVAILABILITY_SHORT') && (
            <Notice>
              <p>{resolveError('NO_AVAILABILITY', { passCount: selectedPasses.length }).message}</p>
            </Notice>
          )}

          {snapshot.matches({ offer: { choosing: 'availabilityFailed' } }) && (
            <Notice>
              <p>We couldn't load the available times. Try changing your passes, or come back later.</p>
            </Notice>
          )}

          {availability.dates.length > 0 && (
            <TimeslotPicker
              availability={availability}
              value={selection}
              onChange={onSelectTimeslot}
              dateLegend="2. Choose a date"
              timeLegend="3. Choose a time"
            />
          )}
        </Section>

        <Summary>
          <SummaryTitle>Your booking</SummaryTitle>
          <SummaryList>
            <dt>Attraction</dt>
            <dd>{attraction.name}</dd>
            <dt>Passes</dt>
            <dd>{selectedPasses.length}</dd>
            <dt>Date</dt>
            <dd>{dateDisplay ?? '—'}</dd>
            <dt>Time</dt>
            <dd>{selection.time?.display ?? '—'}</dd>
          </SummaryList>
          <BookBar
            passCount={selectedPasses.length}
            date={dateDisplay}
            time={selection.time?.display ?? null}
            ready={ready}
            onBook={onBook}
          />
        </Summary>
      </Layout>
    </>
  );
}
