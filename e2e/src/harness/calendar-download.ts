import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { readCalendarFile } from '@citypass/calendar/testing';

/** Clicks the button, takes the file the browser saves, and reads its entries with an independent parser (ical.js). */
export async function downloadedCalendar(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const { method, events } = readCalendarFile(await readFile(await download.path(), 'utf8'));
  return {
    fileName: download.suggestedFilename(),
    method,
    events: events.map(({ uid, sequence, start, end, summary, description }) => ({ uid, sequence, start, end, summary, description })),
  };
}
