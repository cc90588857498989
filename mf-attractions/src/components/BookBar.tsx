import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { Translate } from '@citypass/shared-ui/platform/i18n';
import { above } from '@citypass/shared-ui/theme/media';
import { attractionsTexts, type AttractionsTextId } from '../i18n/attractions-texts';

// On phones the bar sticks to the bottom of the screen; on wide screens it sits in the sticky summary column.
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  margin: 0 -1rem;
  padding: 0.875rem 1rem calc(0.875rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 -0.5rem 1.5rem rgba(0, 0, 0, 0.08);

  ${above('lg')} {
    position: static;
    margin: 1.25rem 0 0;
    padding: 0;
    border: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const Summary = styled.p`
  margin: 0 0 0.625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  /* Wide screens list the choice beside the bar instead. */
  ${above('lg')} {
    display: none;
  }
`;

interface BookBarProps {
  passCount: number;
  date: string | null;
  time: string | null;
  ready: boolean;
  onBook(): void;
}

/** The next step to take, or the chosen date and time once there is none. */
function hint(t: Translate<AttractionsTextId>, { passCount, date, time }: Pick<BookBarProps, 'passCount' | 'date' | 'time'>): string {
  if (passCount === 0) return t('booking.hint.choosePasses');
  if (!date) return t('booking.hint.chooseDate');
  if (!time) return t('booking.hint.chooseTime', { date });
  return t('booking.hint.chosen', { date, time });
}

export function BookBar({ passCount, date, time, ready, onBook }: BookBarProps) {
  const t = attractionsTexts.useT();
  return (
    <Bar>
      <Summary aria-live="polite">{hint(t, { passCount, date, time })}</Summary>
      <Button fullWidth disabled={!ready} onClick={onBook}>
        {t('booking.book', { count: passCount })}
      </Button>
    </Bar>
  );
}
