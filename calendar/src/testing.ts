// For tests on either side: a calendar file as an independent parser (ical.js) reads it. Its
// CommonJS build, required: the tests' runners load this module without ES module support.
import { createRequire } from 'node:module';

type Ical = typeof import('ical.js', { with: { 'resolution-mode': 'import' } }).default;
const ICAL = createRequire(__filename)('ical.js') as Ical;

export interface ReadCalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string | null;
  status: string | null;
  /** Lower-cased, `mailto:` included. */
  attendees: string[];
}

export function readCalendarFile(text: string): { method: string | null; events: ReadCalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const property = (component: InstanceType<typeof ICAL.Component>, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
      url: property(vevent, 'url'),
      status: property(vevent, 'status'),
      attendees: vevent.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    };
  });
  return { method: property(calendar, 'method'), events };
}
