import { useMemo } from 'react';
import { groupAvailability, type AvailabilityEntry, type GroupedAvailability } from '@citypass/shared-ui/format/availability';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';

/**
 * Timeslots kept as the service sent them, grouped as the page shows them now: days and times in the
 * attraction's time zone and the page's language, grouped again when either changes, never stored.
 */
export function useAvailability(entries: readonly AvailabilityEntry[], timezone?: string): GroupedAvailability {
  const language = useLanguage();
  return useMemo(() => groupAvailability(entries, timezone, language), [entries, timezone, language]);
}
