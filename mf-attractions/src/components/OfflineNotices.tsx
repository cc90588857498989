import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { browserTimeZone, formatDisplayDate, formatDisplayTime } from '@citypass/shared-ui/format/date-formats';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { attractionsTexts } from '../i18n/attractions-texts';
import { ATTRACTIONS_PATH } from '../routes';

// Without a network: the list the device kept, from when (in the visitor's own time zone: when
// they last had a connection), and booking, which needs the service.

const Box = styled.div`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.5;

  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }

  p {
    margin: 0;
  }
`;

export function KeptListNotice({ keptAt }: { keptAt: Date }) {
  const t = attractionsTexts.useT();
  const language = useLanguage();
  const iso = keptAt.toISOString();
  const zone = browserTimeZone();
  return (
    <Box role="status">
      <h2>{t('offline.title')}</h2>
      <p>{t('offline.keptAt', { time: formatDisplayTime(iso, zone, language), date: formatDisplayDate(iso, zone, language) })}</p>
      <p>{t('offline.booking')}</p>
    </Box>
  );
}

export function BookingNeedsConnection() {
  const t = attractionsTexts.useT();
  return (
    <Box role="status">
      <h2>{t('offline.title')}</h2>
      <p>{t('offline.booking')}</p>
      <p>
        <Link to={ATTRACTIONS_PATH}>{t('attraction.back')}</Link>
      </p>
    </Box>
  );
}
