import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { renderWithPlatform } from '../../testing/render';
import { AddAllToCalendar, AddToCalendar, type BookingForCalendar } from './AddToCalendar';

const rijksmuseum: BookingForCalendar = {
  booking: { bookingId: 'b-1', startsAt: '2026-12-05T10:30:00+01:00', timezone: 'Europe/Amsterdam', durationMinutes: 30, sequence: 1 },
  attraction: 'Rijksmuseum',
  passes: ['100000000011', '100000000012'],
};
const bronxZoo: BookingForCalendar = {
  booking: { bookingId: 'b-2', startsAt: '2026-12-07T09:00:00-05:00', timezone: 'America/New_York' },
  attraction: 'Bronx Zoo',
  passes: ['100000000021'],
};

/** What the shell's notification modal would say. */
function Notice() {
  const { notification } = useNotification();
  return notification.active ? <p role="alert">{notification.message}</p> : null;
}

/** A Blob's text, read as jsdom can. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** The files the page hands the browser to save, as text, with the names it gives them. */
function savedFiles() {
  const files: { name: string; text: Promise<string> }[] = [];
  let last: Blob | undefined;
  // jsdom has no object URLs: these stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:calendar';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: textOf(last!) });
  });
  return files;
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('adding a booking to a calendar', () => {
  it('saves an .ics file of the booking, named in the page language, its passes and a link back', async () => {
    const files = savedFiles();
    renderWithPlatform(<AddToCalendar booking={rijksmuseum} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar: Rijksmuseum' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('booking.ics');
    const text = (await files[0]!.text).replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:Rijksmuseum\\, 2 passes');
    expect(text).toContain('DESCRIPTION:Passes: 1000-0000-0011\\, 1000-0000-0012. See\\, amend or cancel your bookings: http://localhost/bookings');
    expect(text).toContain('DTSTART:20261205T093000Z');
    expect(text).toContain('SEQUENCE:1');
  });

  it('offers Google Calendar in a new tab, with the entry filled in', async () => {
    renderWithPlatform(<AddToCalendar booking={rijksmuseum} />);
    const link = await screen.findByRole('link', { name: 'Google Calendar: Rijksmuseum (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    const query = new URL(link.getAttribute('href')!).searchParams;
    expect([query.get('text'), query.get('dates'), query.get('ctz')]).toEqual(['Rijksmuseum, 2 passes', '20261205T093000Z/20261205T100000Z', 'Europe/Amsterdam']);
  });

  it('saves every upcoming booking in one file', async () => {
    const files = savedFiles();
    renderWithPlatform(<AddAllToCalendar bookings={[rijksmuseum, bronxZoo]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to calendar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('bookings.ics');
    expect((await files[0]!.text).match(/^UID:.*$/gm)).toEqual(['UID:booking-b-1@citypass', 'UID:booking-b-2@citypass']);
  });

  it('refuses a booking in an unknown time zone with the product error, saving nothing, and offers no Google link', async () => {
    const files = savedFiles();
    const nowhere = { ...rijksmuseum, booking: { ...rijksmuseum.booking, timezone: 'Nowhere/Else' } };
    renderWithPlatform(
      <>
        <AddToCalendar booking={nowhere} />
        <Notice />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar: Rijksmuseum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This booking's time zone is unknown, so it cannot be added to a calendar.");
    expect(files).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
