import { zoneCity } from '@citypass/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';
import { TimeslotPicker, type TimeslotSelection } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';
import { viewFailureTexts } from '@citypass/shared-ui/errors/catalogue';
import { resolveError } from '@citypass/shared-ui/errors/resolve';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import { formatDateValue } from '@citypass/shared-ui/format/date-formats';
import { useAvailability } from '@citypass/shared-ui/format/use-availability';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { above } from '@citypass/shared-ui/theme/media';
import type { Reservation, TimeSlot } from '../api/reservations';
import { bookingsTexts } from '../i18n/bookings-texts';

const Panel = styled.section`
  margin-top: 0.25rem;
  padding: 1.25rem;
  border-top: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  ${above('md')} {
    padding: 1.5rem 1.75rem;
  }
`;

const Title = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;

  &:focus {
    outline: none;
  }
`;

const Current = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 1rem 0;
`;

const NoSlots = styled.p`
  margin: 0 0 1.25rem;
  padding: 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.highlight};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.75rem;

  ${above('md')} {
    flex-direction: row;
  }
`;

export type AmendStage = 'loading' | 'noSlots' | 'failed' | 'choosing' | 'submitting';

interface AmendPanelProps {
  id: string;
  booking: Reservation;
  stage: AmendStage;
  /** The offer's timeslots as the service sent them, once they have arrived. */
  availability: AvailabilityEntry[] | null;
  onSubmit(timeSlot: TimeSlot): void;
  onRetry(): void;
  onClose(): void;
}

export function AmendPanel({ id, booking, stage, availability, onSubmit, onRetry, onClose }: AmendPanelProps) {
  const t = bookingsTexts.useT();
  const language = useLanguage();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { attraction_name: attraction, time_slot: slot, timezone, passes } = booking;

  // Keyboard and screen-reader users land in the panel they just opened.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <Panel id={id} aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {t('amend.title', { attraction })}
      </Title>
      <Current>
        {t('amend.current', {
          time: formatEntryTime(slot.date_time, timezone, language),
          date: formatEntryDate(slot.date_time, timezone, language),
          city: zoneCity(timezone),
        })}
      </Current>
      {stage === 'loading' && (
        <Status>
          <Spinner label={t('amend.loading')} />
        </Status>
      )}
      {stage === 'noSlots' && (
        <>
          <NoSlots role="status">{resolveError('NO_AVAILABILITY', { passCount: passes.length }).message}</NoSlots>
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              {t('amend.keepTime')}
            </Button>
          </Actions>
        </>
      )}
      {stage === 'failed' && (
        <>
          <NoSlots role="alert">{viewFailureTexts.amendAvailability}</NoSlots>
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              {t('amend.keepTime')}
            </Button>
            <Button onClick={onRetry}>{t('amend.retry')}</Button>
          </Actions>
        </>
      )}
      {(stage === 'choosing' || stage === 'submitting') && availability && (
        <Chooser booking={booking} entries={availability} busy={stage === 'submitting'} onSubmit={onSubmit} onClose={onClose} />
      )}
    </Panel>
  );
}

interface ChooserProps {
  booking: Reservation;
  entries: AvailabilityEntry[];
  busy: boolean;
  onSubmit(timeSlot: TimeSlot): void;
  onClose(): void;
}

function Chooser({ booking, entries, busy, onSubmit, onClose }: ChooserProps) {
  const t = bookingsTexts.useT();
  const { time_slot: slot, timezone } = booking;
  const availability = useAvailability(entries, timezone);
  // Starts on the booked day when it is still on offer, so nearby times are one step away.
  const [selection, setSelection] = useState<TimeslotSelection>(() => {
    const bookedDay = formatDateValue(slot.date_time, timezone);
    return { date: availability.times[bookedDay] ? bookedDay : null, time: null };
  });
  const chosen = selection.time;
  const isNewTime = chosen !== null && String(chosen.id) !== slot.id;

  return (
    <>
      <TimeslotPicker availability={availability} value={selection} onChange={setSelection} />
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('amend.keepTime')}
        </Button>
        <Button
          disabled={!isNewTime || busy}
          onClick={() => {
            if (chosen) onSubmit({ id: String(chosen.id), date_time: chosen.value });
          }}
        >
          {t('amend.confirm')}
        </Button>
      </Actions>
    </>
  );
}
