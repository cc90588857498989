import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { above } from '@citypass/shared-ui/theme/media';
import { notOnPaper } from '@citypass/shared-ui/theme/print';
import { bookingsTexts } from '../i18n/bookings-texts';

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 0.75rem;

  & > button {
    flex: 1;
  }

  ${above('md')} {
    grid-column: 3 / 4;
    grid-row: 1 / 3;
    flex-direction: column;
    justify-content: center;
    min-width: 10rem;

    & > button {
      flex: 0 0 auto;
    }
  }

  ${notOnPaper}
`;

// Where the actions would be: the booking stays listed, but nothing is offered that the service would refuse.
const Closed = styled.p`
  grid-column: 1 / -1;
  justify-self: start;
  margin: 0;
  padding: 0.375rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;

  ${above('md')} {
    grid-column: 3 / 4;
    grid-row: 1 / 3;
    align-self: center;
    justify-self: center;
  }

  ${notOnPaper}
`;

interface BookingActionsProps {
  attraction: string;
  /** Whether the window to amend or cancel is still open. */
  changeable: boolean;
  /** The id of the booking's date and time, which describes each action. */
  describedBy: string;
  amendOpen: boolean;
  amendPanelId: string;
  /** The id of the text saying why nothing can change now (without a network): the actions show, disabled, described by it. */
  unavailableBecause?: string;
  onAmend(): void;
  onCancel(): void;
}

/** What a visitor can still do with a booking: amend or cancel it while its window is open, nothing after. */
export function BookingActions({ attraction, changeable, describedBy, amendOpen, amendPanelId, unavailableBecause, onAmend, onCancel }: BookingActionsProps) {
  const t = bookingsTexts.useT();
  if (!changeable) return <Closed>{t('actions.noLongerChangeable')}</Closed>;
  const description = unavailableBecause ? `${describedBy} ${unavailableBecause}` : describedBy;
  const disabled = unavailableBecause !== undefined;
  return (
    <Actions>
      <Button
        variant="secondary"
        aria-label={t('actions.amend.name', { attraction })}
        aria-describedby={description}
        disabled={disabled}
        aria-expanded={amendOpen}
        aria-controls={amendOpen ? amendPanelId : undefined}
        onClick={onAmend}
      >
        {t('actions.amend')}
      </Button>
      <Button variant="secondary" aria-label={t('actions.cancel.name', { attraction })} aria-describedby={description} disabled={disabled} onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </Actions>
  );
}
