import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { above } from '@citypass/shared-ui/theme/media';
import type { Reservation } from '../api/reservations';
import { bookingsTexts } from '../i18n/bookings-texts';

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
  const t = bookingsTexts.useT();
  const language = useLanguage();
  if (!booking) return null;
  const { attraction_name: attraction, time_slot: slot, timezone, passes } = booking;
  return (
    <Modal title={t('cancel.title', { attraction })} show handleClose={onKeep}>
      <Text>
        {t('cancel.message', {
          time: formatEntryTime(slot.date_time, timezone, language),
          date: formatEntryDate(slot.date_time, timezone, language),
          passes: passes.length,
        })}
      </Text>
      <Actions>
        <Button onClick={onConfirm}>{t('cancel.confirm')}</Button>
        <Button variant="secondary" onClick={onKeep}>
          {t('cancel.keep')}
        </Button>
      </Actions>
    </Modal>
  );
}
