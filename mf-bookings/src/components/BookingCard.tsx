import { zoneCity } from '@citypass/contracts';
import { useId, type ReactNode } from 'react';
import { AddToCalendar } from '@citypass/shared-ui/components/AddToCalendar/AddToCalendar';
import styled from 'styled-components';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { above } from '@citypass/shared-ui/theme/media';
import { notOnPaper } from '@citypass/shared-ui/theme/print';
import type { Reservation } from '../api/reservations';
import { bookingsTexts } from '../i18n/bookings-texts';
import { calendarBookingOf } from '../format/calendar-booking';
import { changeWindowEnd, isChangeable } from '../rules/change-window';
import { BookingActions } from './BookingActions';
import { BookingPasses } from './BookingPasses';
import { DateBadge } from './DateBadge';

// On paper, a booking is never cut across two pages.
const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1rem 1.25rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.04), 0 4px 12px rgba(0, 0, 0, 0.04);

  ${above('md')} {
    grid-template-columns: auto 1fr auto;
    gap: 1.5rem 2rem;
    padding: 1.75rem 2rem;
  }

  @media print {
    break-inside: avoid;
    box-shadow: none;
  }
`;

const Body = styled.div`
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 0.375rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  line-height: 1.25;

  ${above('md')} {
    font-size: 1.5rem;
  }
`;

const When = styled.p`
  margin: 0;
  font-size: 1.0625rem;
`;

const Time = styled.strong`
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: baseline;

  ${above('md')} {
    grid-column: 2 / 3;
  }
`;

const Calendar = styled.div`
  grid-column: 1 / -1;

  ${above('md')} {
    grid-column: 2 / 3;
  }
`;

const Extra = styled.div`
  grid-column: 1 / -1;

  &:empty {
    display: none;
  }

  ${notOnPaper}
`;

interface BookingCardProps {
  booking: Reservation;
  /** The time now, to judge whether the window to amend or cancel is still open. */
  now: number;
  amendOpen: boolean;
  amendPanelId: string;
  /** The id of the text saying why nothing can change now (without a network), if so. */
  unavailableBecause?: string;
  onAmend(): void;
  onCancel(): void;
  /** The amend panel, shown inside the card while this booking is amended. */
  children?: ReactNode;
}

/** One booking: its day, time and passes, until when it can change, and its actions. */
export function BookingCard({ booking, now, amendOpen, amendPanelId, unavailableBecause, onAmend, onCancel, children }: BookingCardProps) {
  const t = bookingsTexts.useT();
  const language = useLanguage();
  const headingId = useId();
  const whenId = useId();
  const { attraction_name: attraction, time_slot: slot, timezone, passes } = booking;
  const date = formatEntryDate(slot.date_time, timezone, language);
  const time = formatEntryTime(slot.date_time, timezone, language);
  const windowEnd = new Date(changeWindowEnd(booking)).toISOString();
  const deadline = { time: formatEntryTime(windowEnd, timezone, language), date: formatEntryDate(windowEnd, timezone, language) };
  const changeable = isChangeable(booking, now);

  return (
    <Card aria-labelledby={headingId}>
      <DateBadge dateTime={slot.date_time} timezone={timezone} />
      <Body>
        <Heading id={headingId}>{attraction}</Heading>
        <When id={whenId}>{t.rich('card.when', { time: <Time>{time}</Time>, date })}</When>
        <Muted>{t('card.localTime', { city: zoneCity(timezone) })}</Muted>
      </Body>
      <Details>
        <BookingPasses passes={passes} />
        <Muted>{t(changeable ? 'card.changeableUntil' : 'card.wasChangeableUntil', deadline)}</Muted>
      </Details>
      <Calendar>
        <AddToCalendar booking={calendarBookingOf(booking)} />
      </Calendar>
      <BookingActions
        attraction={attraction}
        changeable={changeable}
        describedBy={whenId}
        amendOpen={amendOpen}
        amendPanelId={amendPanelId}
        unavailableBecause={unavailableBecause}
        onAmend={onAmend}
        onCancel={onCancel}
      />
      <Extra>{children}</Extra>
    </Card>
  );
}
