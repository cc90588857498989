import type { PageLanguage } from '@citypass/contracts';
import { formatDisplayDate, formatDisplayTime } from '@citypass/shared-ui/format/date-formats';
import { browserTimeZone } from '@citypass/shared-ui/format/time-zone';

/**
 * When a list kept on the device was the service's, as a page says it: in the page's language and
 * the visitor's own time zone (it is when they last had a connection, not an attraction's time).
 */
export function keptAtLabels(keptAt: Date, language: PageLanguage): { time: string; date: string } {
  const iso = keptAt.toISOString();
  const zone = browserTimeZone();
  return { time: formatDisplayTime(iso, zone, language), date: formatDisplayDate(iso, zone, language) };
}
