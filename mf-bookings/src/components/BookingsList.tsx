import { useId } from 'react';
import styled from 'styled-components';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Reservation, TimeSlot } from '../api/reservations';
import { AmendPanel, type AmendStage } from './AmendPanel';
import { BookingCard } from './BookingCard';

const List = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface AmendState {
  bookingId: string;
  stage: AmendStage;
  availability: AvailabilityEntry[] | null;
}

interface BookingsListProps {
  bookings: Reservation[];
  /** The time now, to judge whose window to amend or cancel is still open. */
  now: number;
  amend: AmendState | null;
  /** The id of the text saying why no booking can change now (without a network), if so. */
  unavailableBecause?: string;
  onAmend(bookingId: string): void;
  onCancel(bookingId: string): void;
  onSubmitAmend(timeSlot: TimeSlot): void;
  onRetryAmend(): void;
  onCloseAmend(): void;
}

export function BookingsList({ bookings, now, amend, unavailableBecause, onAmend, onCancel, onSubmitAmend, onRetryAmend, onCloseAmend }: BookingsListProps) {
  const panelId = useId();

  return (
    <List>
      {bookings.map((booking) => {
        const amending = amend?.bookingId === booking.booking_id ? amend : null;
        return (
          <li key={booking.booking_id}>
            <BookingCard
              booking={booking}
              now={now}
              amendOpen={amending !== null}
              amendPanelId={panelId}
              unavailableBecause={unavailableBecause}
              onAmend={() => (amending ? onCloseAmend() : onAmend(booking.booking_id))}
              onCancel={() => onCancel(booking.booking_id)}
            >
              {amending && (
                <AmendPanel
                  id={panelId}
                  booking={booking}
                  stage={amending.stage}
                  availability={amending.availability}
                  onSubmit={onSubmitAmend}
                  onRetry={onRetryAmend}
                  onClose={onCloseAmend}
                />
              )}
            </BookingCard>
          </li>
        );
      })}
    </List>
  );
}
