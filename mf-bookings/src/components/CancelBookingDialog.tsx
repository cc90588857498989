import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import { above } from '@citypass/shared-ui/theme/media';
import type { Reservation } from '../api/reservations';

const Text = styled.p`
  margin: 0 0 1.5rem;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  ${above('md')} {
    flex-direction: row-reverse;
    justify-content: flex-start;
  }
`;

interface CancelBookingDialogProps {
  booking: Reservation | null;
  onConfirm(): void;
  onKeep(): void;
}

export function CancelBookingDialog({ booking, onConfirm, onKeep }: CancelBookingDialogProps) {
  if (!booking) return null;
  const { attraction_name: attraction, time_slot: slot, timezone, passes } = booking;
  const passText = passes.length === 1 ? '1 pass' : `${passes.length} passes`;
  return (
    <Modal title={`Cancel your ${attraction} booking?`} show handleClose={onKeep}>
      <Text>
        Your booking for {formatEntryTime(slot.date_time, timezone)} on {formatEntryDate(slot.date_time, timezone)} ({passText})
        will be cancelled. You can book another time afterwards.
      </Text>
      <Actions>
        <Button onClick={onConfirm}>Yes, cancel booking</Button>
        <Button variant="secondary" onClick={onKeep}>
          No, keep booking
        </Button>
      </Actions>
    </Modal>
  );
}
