import { OfflineNotice as Notice } from '@citypass/shared-ui/components/OfflineNotice/OfflineNotice';
import { keptAtLabels } from '@citypass/shared-ui/format/kept-at';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { bookingsTexts } from '../i18n/bookings-texts';

/**
 * Shown over the list the device kept while there is no network: from when it is (in the visitor's
 * own time zone, since it is when they last had a connection) and why nothing can change.
 */
export function OfflineNotice({ keptAt, changesId }: { keptAt: Date; changesId: string }) {
  const t = bookingsTexts.useT();
  const language = useLanguage();
  return (
    <Notice title={t('offline.title')}>
      <p>{t('offline.keptAt', keptAtLabels(keptAt, language))}</p>
      <p id={changesId}>{t('offline.changes')}</p>
    </Notice>
  );
}
