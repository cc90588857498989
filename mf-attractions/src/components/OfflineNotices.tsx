import { Link } from 'react-router-dom';
import { OfflineNotice } from '@citypass/shared-ui/components/OfflineNotice/OfflineNotice';
import { keptAtLabels } from '@citypass/shared-ui/format/kept-at';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { attractionsTexts } from '../i18n/attractions-texts';
import { ATTRACTIONS_PATH } from '../routes';

// Without a network: the list the device kept, from when (in the visitor's own time zone: when
// they last had a connection), and booking, which needs the service.

export function KeptListNotice({ keptAt }: { keptAt: Date }) {
  const t = attractionsTexts.useT();
  const language = useLanguage();
  return (
    <OfflineNotice title={t('offline.title')}>
      <p>{t('offline.keptAt', keptAtLabels(keptAt, language))}</p>
      <p>{t('offline.booking')}</p>
    </OfflineNotice>
  );
}

export function BookingNeedsConnection() {
  const t = attractionsTexts.useT();
  return (
    <OfflineNotice title={t('offline.title')}>
      <p>{t('offline.booking')}</p>
      <p>
        <Link to={ATTRACTIONS_PATH}>{t('attraction.back')}</Link>
      </p>
    </OfflineNotice>
  );
}
