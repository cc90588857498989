import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PassNumber } from '@citypass/shared-ui/src/components/PassNumber/PassNumber';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/src/format/booking-date';
import { above } from '@citypass/shared-ui/src/theme/media';
import type { Reservation } from '../api/reservations';
import { dateBadgeParts, zoneCity } from '../format/date-badge';
import { changeWindowEnd, isChangeable } from '../rules/change-window';
import { BookingActions } from './BookingActions';

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
`;

const Badge = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 4.25rem;
  height: 4.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  line-height: 1.1;
  text-align: center;

  ${above('md')} {
    width: 5.5rem;
    height: 6rem;
  }
`;

const BadgeSmall = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const BadgeDay = styled.span`
  font-size: 1.75rem;
  font-weight: 700;

  ${above('md')} {
    font-size: 2.25rem;
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

const PassesTitle = styled.h3`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PassList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pass = styled.li`
  padding: 0.25rem 0.625rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
`;

const Extra = styled.div`
  grid-column: 1 / -1;

  &:empty {
    display: none;
  }
`;

export interface BookingCardProps {
  booking: Reservation;
  /** The time now, to judge whether the window to amend or cancel is still open. */
  now: number;
  amendOpen: boolean;
  amendPanelId: string;
  onAmend(): void;
  onCancel(): void;
  /** The amend panel, shown inside the card while this booking is amended. */
  children?: ReactNode;
}

export function BookingCard({ booking, now, amendOpen, amendPanelId, onAmend, onCancel, children }: BookingCardProps) {
  const headingId = useId();
  const whenId = useId();
  const { attraction_name: attraction, time_slot: slot, timezone, passes } = booking;
  const badge = dateBadgeParts(slot.date_time, timezone);
  const date = formatEntryDate(slot.date_time, timezone);
  const time = formatEntryTime(slot.date_time, timezone);
  const windowEnd = new Date(changeWindowEnd(booking)).toISOString();
  const deadline = `${formatEntryTime(windowEnd, timezone)} on ${formatEntryDate(windowEnd, timezone)}`;
  const changeable = isChangeable(booking, now);

  return (
    <Card aria-labelledby={headingId}>
      <Badge aria-hidden="true">
        <BadgeSmall>{badge.weekday}</BadgeSmall>
        <BadgeDay>{badge.day}</BadgeDay>
        <BadgeSmall>{badge.month}</BadgeSmall>
      </Badge>
      <Body>
        <Heading id={headingId}>{attraction}</Heading>
        <When id={whenId}>
          <Time>{time}</Time> on {date}
        </When>
        <Muted>Local time in {zoneCity(timezone)}</Muted>
      </Body>
      <Details>
        <PassesTitle>{passes.length === 1 ? '1 pass' : `${passes.length} passes`}</PassesTitle>
        <PassList>
          {passes.map((pass) => (
            <Pass key={pass}>
              <PassNumber passNumber={pass} />
            </Pass>
          ))}
        </PassList>
        <Muted>{changeable ? `You can amend or cancel until ${deadline}.` : `You could amend or cancel until ${deadline}.`}</Muted>
      </Details>
      <BookingActions
        attraction={attraction}
        changeable={changeable}
        describedBy={whenId}
        amendOpen={amendOpen}
        amendPanelId={amendPanelId}
        onAmend={onAmend}
        onCancel={onCancel}
      />
      <Extra>{children}</Extra>
    </Card>
  );
}
