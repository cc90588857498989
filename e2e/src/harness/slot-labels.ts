import type { Slot } from './upstream-api';

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** The names the booking steps give a timeslot: date 'cccc do MMMM yyyy', time 'h:mm a', local to the attraction. */
export function slotLabels(slot: Slot): { date: string; time: string } {
  const at = new Date(slot.date_time);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: slot.timezone })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: slot.timezone })
    .format(at)
    .replace(/\s/g, ' ');
  return { date: `${parts.weekday} ${ordinal(Number(parts.day))} ${parts.month} ${parts.year}`, time };
}

/** The local day of a slot (yyyy-MM-dd), to find slots on the same day. */
export function localDay(slot: Slot): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: slot.timezone }).format(new Date(slot.date_time));
}
