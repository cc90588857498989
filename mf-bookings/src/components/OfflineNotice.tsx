import styled from 'styled-components';
import { browserTimeZone, formatDisplayDate, formatDisplayTime } from '@citypass/shared-ui/format/date-formats';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { bookingsTexts } from '../i18n/bookings-texts';

const Box = styled.div`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;

const Text = styled.p`
  margin: 0;
`;

/**
 * Shown over the list the device kept while there is no network: from when it is (in the visitor's
 * own time zone, since it is when they last had a connection) and why nothing can change.
 */
export function OfflineNotice({ keptAt, changesId }: { keptAt: Date; changesId: string }) {
  const t = bookingsTexts.useT();
  const language = useLanguage();
  const iso = keptAt.toISOString();
  const zone = browserTimeZone();
  return (
    <Box role="status">
      <Title>{t('offline.title')}</Title>
      <Text>{t('offline.keptAt', { time: formatDisplayTime(iso, zone, language), date: formatDisplayDate(iso, zone, language) })}</Text>
      <Text id={changesId}>{t('offline.changes')}</Text>
    </Box>
  );
}
