import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { above } from '@citypass/shared-ui/theme/media';

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

function bookLabel(passCount: number): string {
  return passCount === 1 ? 'Book 1 pass' : `Book ${passCount} passes`;
}

function summaryText({ passCount, date, time }: Pick<BookBarProps, 'passCount' | 'date' | 'time'>): string {
  if (passCount === 0) return 'Choose at least one pass to see the available times.';
  if (!date) return 'Choose a date for your visit.';
  if (!time) return `${date}: choose a time.`;
  return `${date} at ${time}`;
}

export function BookBar({ passCount, date, time, ready, onBook }: BookBarProps) {
  return (
    <Bar>
      <Summary aria-live="polite">{summaryText({ passCount, date, time })}</Summary>
      <Button fullWidth disabled={!ready} onClick={onBook}>
        {passCount === 0 ? 'Book' : bookLabel(passCount)}
      </Button>
    </Bar>
  );
}
