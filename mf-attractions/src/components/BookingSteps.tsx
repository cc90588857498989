import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { FormStep, FormStepLegend } from '@citypass/shared-ui/components/FormStep/FormStep';
import { TimeslotPicker, type TimeslotSelection } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';
import { viewFailureTexts } from '@citypass/shared-ui/errors/catalogue';
import { resolveError } from '@citypass/shared-ui/errors/resolve';
import type { GroupedAvailability } from '@citypass/shared-ui/format/availability';
import { attractionsTexts } from '../i18n/attractions-texts';
import type { offerMachine } from '../machines/offer.machine';
import { Notice } from './Notice';
import { PassPicker } from './PassPicker';
import { SectionTitle } from './SectionTitle';
import { LoadingBlock } from './LoadingBlock';

const Section = styled.section`
  min-width: 0;
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

interface BookingStepsProps {
  offer: SnapshotFrom<typeof offerMachine>;
  /** The offer's timeslots in days and times, in the page's language. */
  availability: GroupedAvailability;
  onTogglePass(passNumber: string): void;
  onSelectTimeslot(selection: TimeslotSelection): void;
}

/** The steps of a booking: passes, then a date and a time, with what stands in for each while it cannot show. */
export function BookingSteps({ offer, availability, onTogglePass, onSelectTimeslot }: BookingStepsProps) {
  const t = attractionsTexts.useT();
  const { passes, selectedPasses, selection, notice } = offer.context;

  return (
    <Section aria-labelledby="book-visit-title">
      <SectionTitle id="book-visit-title">{t('booking.title')}</SectionTitle>

      {offer.matches('loadingPasses') && (
        <LoadingBlock label={t('booking.passes.loading')} />
      )}

      {notice === 'REFRESH_REQUIRED' && (
        <Notice>
          <p>{resolveError('REFRESH_REQUIRED').message}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('booking.refresh')}
          </Button>
        </Notice>
      )}

      {passes.length > 0 && (
        <FormStep>
          <FormStepLegend>{t('booking.passes.legend')}</FormStepLegend>
          <PassPicker passes={passes} selected={selectedPasses} disabled={offer.matches('requesting')} onToggle={onTogglePass} />
        </FormStep>
      )}

      {offer.matches({ choosing: 'passes' }) && (
        <Waiting>
          <strong>{t('booking.date.legend')}</strong>
          {t('booking.date.waiting')}
        </Waiting>
      )}

      {offer.matches({ choosing: 'availabilityLoading' }) && (
        <LoadingBlock label={t('booking.times.loading')} />
      )}

      {(notice === 'NO_AVAILABILITY' || notice === 'NO_AVAILABILITY_SHORT') && (
        <Notice>
          <p>{resolveError('NO_AVAILABILITY', { passCount: selectedPasses.length }).message}</p>
        </Notice>
      )}

      {offer.matches({ choosing: 'availabilityFailed' }) && (
        <Notice>
          <p>{viewFailureTexts.availability}</p>
        </Notice>
      )}

      {availability.dates.length > 0 && (
        <TimeslotPicker
          availability={availability}
          value={selection}
          onChange={onSelectTimeslot}
          dateLegend={t('booking.date.legend')}
          timeLegend={t('booking.time.legend')}
        />
      )}
    </Section>
  );
}
