import { formatDateValue, formatDisplayDate, formatDisplayTime } from '@citypass/shared-ui/format/date-formats';
import { browserTimeZone } from '@citypass/shared-ui/format/time-zone';
import { SOURCE_LANGUAGE, type AvailabilityEntry, type PageLanguage } from '@citypass/contracts';

export type { AvailabilityEntry };

interface AvailabilityDate {
  id: string;
  value: string;
  display: string;
}

export interface AvailabilityTime {
  display: string;
  value: string;
  id: string | number;
}

export interface GroupedAvailability {
  dates: AvailabilityDate[];
  times: Record<string, AvailabilityTime[]>;
  minDate: string | null;
}

/**
 * Groups timeslots into days and times as seen at the attraction: an entry's own timezone
 * wins, then the given one, then the browser's. Dates and times come out in ascending order, their
 * displays in `language` (the values stay yyyy-MM-dd and the raw date_time).
 */
export function groupAvailability(entries: readonly AvailabilityEntry[], timezone?: string, language: PageLanguage = SOURCE_LANGUAGE): GroupedAvailability {
  const sorted = [...entries].sort((a, b) => Date.parse(a.date_time) - Date.parse(b.date_time));
  const dates: AvailabilityDate[] = [];
  const times: Record<string, AvailabilityTime[]> = {};

  for (const entry of sorted) {
    const zone = entry.timezone || timezone || browserTimeZone();
    const value = formatDateValue(entry.date_time, zone);
    let slots = times[value];
    if (!slots) {
      slots = [];
      times[value] = slots;
      dates.push({ id: value, value, display: formatDisplayDate(entry.date_time, zone, language) });
    }
    slots.push({ display: formatDisplayTime(entry.date_time, zone, language), value: entry.date_time, id: entry.id });
  }

  return { dates, times, minDate: dates[0]?.value ?? null };
}
