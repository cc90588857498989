import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description: string;
}

/** Clicks the button, takes the file the browser saves, and reads its entries with an independent parser (ical.js). */
export async function downloadedCalendar(page: Page, button: Locator): Promise<{ fileName: string; method: string; events: CalendarEvent[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const ICAL = (await import('ical.js')).default;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
    };
  });
  return { fileName: download.suggestedFilename(), method: String(calendar.getFirstPropertyValue('method')), events };
}
