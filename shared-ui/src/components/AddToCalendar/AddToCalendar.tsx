import { useState } from 'react';
import styled from 'styled-components';
import { UnknownTimeZoneError, type CalendarEntry } from '@citypass/calendar/calendar-booking';
import { googleCalendarLink } from '@citypass/calendar/google-link';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { resolveError } from '@citypass/shared-ui/errors/resolve';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { notOnPaper } from '@citypass/shared-ui/theme/print';
import { useCalendarEntries, type BookingForCalendar } from '@citypass/shared-ui/components/AddToCalendar/calendar-entries';
import { downloadCalendarFile } from '@citypass/shared-ui/components/AddToCalendar/calendar-download';

export type { BookingForCalendar } from '@citypass/shared-ui/components/AddToCalendar/calendar-entries';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;

  ${notOnPaper}
`;

const GoogleLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The download, and the product's error for a booking no calendar could place. */
function useDownload(entries: readonly CalendarEntry[], fileName: string) {
  const { notify } = useNotification();
  const [saving, setSaving] = useState(false);
  return {
    saving,
    async save() {
      setSaving(true);
      try {
        await downloadCalendarFile(entries, fileName);
      } catch (error) {
        notify(resolveError(error instanceof UnknownTimeZoneError ? error.code : 'SOMETHING_WRONG'));
      } finally {
        setSaving(false);
      }
    },
  };
}

/** The Google Calendar link of an entry; none for a booking no calendar could place. */
function googleLinkOf(entry: CalendarEntry): string | null {
  try {
    return googleCalendarLink(entry);
  } catch (error) {
    if (error instanceof UnknownTimeZoneError) return null;
    throw error;
  }
}

/** One booking into the visitor's calendar: an `.ics` file, or Google Calendar in a new tab. */
export function AddToCalendar({ booking }: { booking: BookingForCalendar }) {
  const t = sharedTexts.useT();
  const [entry] = useCalendarEntries([booking]) as [CalendarEntry];
  const { saving, save } = useDownload([entry], 'booking.ics');
  const google = googleLinkOf(entry);
  return (
    <Row>
      <Button variant="secondary" aria-label={t('calendar.add.named', { attraction: booking.attraction })} disabled={saving} onClick={() => void save()}>
        {t('calendar.add')}
      </Button>
      {google && (
        <GoogleLink href={google} target="_blank" rel="noopener noreferrer" aria-label={t('calendar.google.named', { attraction: booking.attraction })}>
          {t('calendar.google')}
        </GoogleLink>
      )}
    </Row>
  );
}

/** Every upcoming booking in one `.ics` file: importing it again updates each entry. */
export function AddAllToCalendar({ bookings }: { bookings: readonly BookingForCalendar[] }) {
  const t = sharedTexts.useT();
  const { saving, save } = useDownload(useCalendarEntries(bookings), 'bookings.ics');
  return (
    <Row>
      <Button variant="secondary" disabled={saving || bookings.length === 0} onClick={() => void save()}>
        {t('calendar.addAll')}
      </Button>
    </Row>
  );
}
