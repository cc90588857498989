import styled from 'styled-components';
import { visuallyHidden } from '@citypass/shared-ui/components/VisuallyHidden/VisuallyHidden';
import { above } from '@citypass/shared-ui/theme/media';
import { attractionsTexts } from '../i18n/attractions-texts';
import { BookBar } from './BookBar';
import { SectionTitle } from './SectionTitle';

// On phones the summary dissolves into the layout grid, so its Book bar can stick across the whole booking section.
const Summary = styled.div`
  display: contents;

  ${above('lg')} {
    display: block;
    position: sticky;
    top: 1.5rem;
    padding: 1.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: calc(${({ theme }) => theme.radius} * 2);
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SummaryList = styled.dl`
  display: none;
  margin: 0;

  ${above('lg')} {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.5rem 1rem;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

// Screen readers meet the summary by its title on phones too, where the summary shows only its Book bar.
const SummaryTitle = styled(SectionTitle)`
  ${visuallyHidden}

  ${above('lg')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

interface BookingSummaryProps {
  attractionName: string;
  passCount: number;
  date: string | null;
  time: string | null;
  ready: boolean;
  onBook(): void;
}

/** The booking so far and its Book button: a sticky column on wide screens, a sticky bar on phones. */
export function BookingSummary({ attractionName, passCount, date, time, ready, onBook }: BookingSummaryProps) {
  const t = attractionsTexts.useT();
  return (
    <Summary>
      <SummaryTitle>{t('booking.summary.title')}</SummaryTitle>
      <SummaryList>
        <dt>{t('booking.summary.attraction')}</dt>
        <dd>{attractionName}</dd>
        <dt>{t('booking.summary.passes')}</dt>
        <dd>{passCount}</dd>
        <dt>{t('booking.summary.date')}</dt>
        <dd>{date ?? '—'}</dd>
        <dt>{t('booking.summary.time')}</dt>
        <dd>{time ?? '—'}</dd>
      </SummaryList>
      <BookBar passCount={passCount} date={date} time={time} ready={ready} onBook={onBook} />
    </Summary>
  );
}
