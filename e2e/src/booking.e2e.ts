import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { bookButton, choosePasses, chooseTime, expectModal, openAttraction, shownPass } from './harness/booking-ui';
import { launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { textLayout } from './harness/layout';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';
import { localDay, slotLabels } from './harness/slot-labels';
import { setTestScenario } from './harness/test-scenario';
import { UpstreamApi, type Slot } from './harness/upstream-api';

const PROBLEM = 'There was a problem';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signedIn(order: { orderNumber: string; email: string }, viewport?: typeof PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, viewport);
  await signInViaApi(visitor.context, sharedStack().url, order);
  return visitor;
}

/** Sets the scenario cookie as `?testScenario=` would, without leaving the page. */
async function useScenario(context: BrowserContext, name: string): Promise<void> {
  await setTestScenario(context, sharedStack().url, name);
}

describe('booking an attraction', () => {
  test('browse, choose passes, date and time, book, and see the confirmation (phone)', async () => {
    const stack = sharedStack();
    const { context, page } = await signedIn(DEMO.fourPasses, PHONE);
    await page.goto(`${stack.url}/attractions`);
    await page.getByRole('list', { name: 'Attractions' }).getByRole('link', { name: 'Tokyo Skytree' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tokyo Skytree' }).waitFor();
    await choosePasses(page, ['1000-0000-0031', '1000-0000-0032']);
    await chooseTime(page, 2, 0);
    const date = await page.getByRole('group', { name: '2. Choose a date' }).getByRole('radio', { checked: true }).getAttribute('value');
    await bookButton(page, 2).click();

    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    await page.getByText('2 passes').waitFor();
    await screenshot(page, 'confirmation-phone');
    expect(await seriousViolations(page)).toEqual([]);

    const upstream = await UpstreamApi.signIn(stack.upstreamUrl, DEMO.fourPasses);
    const booked = (await upstream.reservations()).filter((group) => group.offer_id === 'tyo-tokyo-skytree');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.passes.sort()).toEqual(['100000000031', '100000000032']);
    if (date) expect(localDay({ ...booked[0]!.time_slot, timezone: 'Asia/Tokyo' })).toBe(date);
    await context.close();
  });
});

describe('opening an attraction', () => {
  /** How many times the page asked for each product call, by its path. */
  function countProductCalls(page: Page): Map<string, number> {
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/proxy/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    });
    return counts;
  }
  const listAndAttraction = (counts: Map<string, number>) => [counts.get('/api/proxy/offers'), counts.get('/api/proxy/offers/ams-rijksmuseum')];

  test('at its address asks for the list and the attraction once each', async () => {
    const { context, page } = await signedIn(DEMO.threePasses);
    const counts = countProductCalls(page);
    await openAttraction(page, sharedStack().url, 'ams-rijksmuseum', 'Rijksmuseum');
    expect(listAndAttraction(counts)).toEqual([1, 1]);
    await context.close();
  });

  test('from the list asks for the attraction alone: the list it came from is kept', async () => {
    const { context, page } = await signedIn(DEMO.threePasses);
    const counts = countProductCalls(page);
    await page.goto(`${sharedStack().url}/attractions`);
    await page.getByRole('list', { name: 'Attractions' }).getByRole('link', { name: 'Rijksmuseum' }).click();
    await page.getByRole('group', { name: '1. Choose passes' }).getByRole('checkbox').first().waitFor();
    expect(listAndAttraction(counts)).toEqual([1, 1]);
    await page.getByRole('link', { name: '← All attractions' }).click();
    await page.getByRole('list', { name: 'Attractions' }).getByRole('link', { name: 'Rijksmuseum' }).waitFor();
    expect(listAndAttraction(counts)).toEqual([1, 1]);
    await context.close();
  });
});

describe('a refused booking shows its catalogue modal', () => {
  // Pass 0013 of the three-pass order holds an Anne Frank House booking set up behind the browser's back.
  let held: Slot;
  let laterSameDay: Slot;
  beforeAll(async () => {
    const upstream = await UpstreamApi.signIn(sharedStack().upstreamUrl, DEMO.threePasses);
    const slots = await upstream.availability('ams-anne-frank-house', ['100000000013']);
    const tenDaysOn = slots.filter((slot) => new Date(slot.date_time).getTime() > Date.now() + 10 * 86_400_000);
    held = tenDaysOn.find((slot) => slotLabels(slot).time === '10:00 AM')!;
    laterSameDay = tenDaysOn.find((slot) => localDay(slot) === localDay(held) && slotLabels(slot).time === '2:00 PM')!;
    await upstream.book('ams-anne-frank-house', held, ['100000000013']);
  });

  async function tryToBook(offerId: string, name: string, slot: Slot): Promise<Page> {
    const { page } = await signedIn(DEMO.threePasses);
    await openAttraction(page, sharedStack().url, offerId, name);
    await choosePasses(page, ['1000-0000-0013']);
    const { date, time } = slotLabels(slot);
    await chooseTime(page, date, time);
    await bookButton(page, 1).click();
    return page;
  }

  test('BOOKING-014: the same timeslot again', async () => {
    const page = await tryToBook('ams-anne-frank-house', 'Anne Frank House', held);
    await expectModal(page, PROBLEM, "You already have a booking for this timeslot. Please see 'My bookings' for details.");
    await page.context().close();
  });

  test('BOOKING-017: the same attraction on the same day', async () => {
    const page = await tryToBook('ams-anne-frank-house', 'Anne Frank House', laterSameDay);
    await expectModal(page, PROBLEM, 'You already have a booking for this attraction on this day.');
    await page.context().close();
  });

  test('OVERLAPPING_RESERVATION: another attraction within 30 minutes', async () => {
    const page = await tryToBook('ams-rijksmuseum', 'Rijksmuseum', held);
    await expectModal(
      page,
      PROBLEM,
      'You have another reservation within 30 minutes of this time. Please book a different timeslot or amend your other booking.',
    );
    await page.context().close();
  });

  test('RESERVATION_OUTSIDE_PASS_DURATION: a timeslot after the pass ends', async () => {
    const stack = sharedStack();
    // The product only offers slots within the pass; a stale answer offers a real one after it ends.
    const later = laterTimeslot(stack.dataDir, 'nyc-moma', Date.now() + 10 * 86_400_000);
    const { context, page } = await signedIn(DEMO.onePass);
    await page.route('**/api/proxy/availability?**', async (route) => {
      const response = await route.fetch();
      const slots = (await response.json()) as Slot[];
      await route.fulfill({ response, json: [...slots, later] });
    });
    await openAttraction(page, stack.url, 'nyc-moma', 'Museum of Modern Art');
    await choosePasses(page, [shownPass('100000000021')]);
    const { date, time } = slotLabels(later);
    await chooseTime(page, date, time);
    await bookButton(page, 1).click();
    await expectModal(page, PROBLEM, 'Your pass is not valid on this day. Please choose another date.');
    await context.close();
  });

  test('AV-004: an attraction that needs a scanned pass, in the modal only', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-teamlab-planets', 'teamLab Planets');
    await choosePasses(page, ['1000-0000-0034']);
    await expectModal(
      page,
      PROBLEM,
      'Reservations cannot be made for this attraction at the moment. Please go to the box office to have your pass scanned.',
    );
    expect(await inlineProblems(page)).toEqual([]);
    await context.close();
  });

  test('ADAPTOR_ERROR: the attraction cannot be reached', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-ueno-zoo', 'Ueno Zoo');
    await choosePasses(page, ['1000-0000-0033']);
    await chooseTime(page, 0, 0);
    await useScenario(context, 'ADAPTOR_ERROR');
    await bookButton(page, 1).click();
    await expectModal(page, PROBLEM, 'We cannot communicate with the attraction at the moment. Please try again later.');
    await context.close();
  });

  test('SOMETHING_WRONG: a server error shows the generic message', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-ghibli-museum', 'Ghibli Museum');
    await choosePasses(page, ['1000-0000-0033']);
    await chooseTime(page, 0, 0);
    await useScenario(context, 'SERVER_ERROR');
    await bookButton(page, 1).click();
    await expectModal(page, PROBLEM, 'Something went wrong, please try again');
    await context.close();
  });

  test('TIMESLOT_UNAVAILABLE: the modal, and the availability is loaded again', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await page.goto(`${sharedStack().url}/attractions?testScenario=TIMESLOT_UNAVAILABLE`);
    await openAttraction(page, sharedStack().url, 'tyo-tokyo-tower', 'Tokyo Tower');
    await choosePasses(page, ['1000-0000-0033']);
    await chooseTime(page, 0, 0);
    const reloaded = page.waitForRequest((request) => request.url().includes('/api/proxy/availability'));
    await bookButton(page, 1).click();
    await expectModal(page, PROBLEM, 'This timeslot is no longer available, please choose again.');
    await reloaded;
    await context.close();
  });
});

describe('an availability failure is reported in one place', () => {
  test('ADAPTOR_ERROR while loading the times: in the modal only', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-tokyo-national-museum', 'Tokyo National Museum');
    await useScenario(context, 'ADAPTOR_ERROR');
    await choosePasses(page, ['1000-0000-0031']);
    await expectModal(page, PROBLEM, 'We cannot communicate with the attraction at the moment. Please try again later.');
    expect(await inlineProblems(page)).toEqual([]);
    await context.close();
  });

  test('a server error while loading the times: inline only', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-tokyo-national-museum', 'Tokyo National Museum');
    await useScenario(context, 'SERVER_ERROR');
    await choosePasses(page, ['1000-0000-0032']);
    await page.getByRole('alert').filter({ hasText: "We couldn't load the available times." }).waitFor();
    await screenshot(page, 'availability-failed-inline-desktop');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('what the booking view shows', () => {
  test("an attraction not on the visitor's pass says so and leads back to the list", async () => {
    const { context, page } = await signedIn(DEMO.threePasses);
    // A New York offer's address, signed in with the Amsterdam order.
    await page.goto(`${sharedStack().url}/attractions?offer=nyc-moma`);
    const alert = page.getByRole('alert').filter({ hasText: 'This attraction is not available with your pass.' });
    await alert.waitFor();
    await screenshot(page, 'attraction-not-on-pass-desktop');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await alert.getByRole('link', { name: 'See the attractions on your pass' }).click();
    await page.getByRole('list', { name: 'Attractions' }).getByRole('link', { name: 'Rijksmuseum' }).waitFor();
    await context.close();
  });

  test('a pass number stays on one line on a phone, beside "Already booked here"', async () => {
    const stack = sharedStack();
    const upstream = await UpstreamApi.signIn(stack.upstreamUrl, DEMO.threePasses);
    const slot = (await upstream.availability('ams-artis-zoo', ['100000000012'])).find((s) => Date.parse(s.date_time) > Date.now() + 40 * 86_400_000)!;
    await upstream.book('ams-artis-zoo', slot, ['100000000012']);
    const { context, page } = await signedIn(DEMO.threePasses, PHONE);
    await openAttraction(page, stack.url, 'ams-artis-zoo', 'ARTIS Zoo');
    const booked = page.getByRole('group', { name: '1. Choose passes' }).locator('label').filter({ hasText: 'Already booked here' });
    await booked.waitFor();
    for (const pass of ['1000-0000-0011', '1000-0000-0012', '1000-0000-0013']) {
      expect(await page.getByText(pass, { exact: true }).evaluate(textLayout)).toEqual({ lines: 1, whiteSpace: 'nowrap' });
    }
    expect(await booked.getByText('1000-0000-0012', { exact: true }).count()).toBe(1);
    // The checkboxes line up: none gives way to the number beside it.
    const boxes = await page.getByRole('group', { name: '1. Choose passes' }).getByRole('checkbox').evaluateAll((inputs) =>
      inputs.map((input) => Math.round(input.getBoundingClientRect().width)),
    );
    expect(new Set(boxes).size).toBe(1);
    await screenshot(page, 'pass-picker-phone');
    await context.close();
  });
});

describe('the booking view tells when nothing can be booked', () => {
  test.each([
    { passes: ['1000-0000-0031', '1000-0000-0032', '1000-0000-0033'], message: 'There are no timeslots available for the number of passes selected. Please try selecting fewer passes.' },
    { passes: ['1000-0000-0031'], message: 'Unfortunately there are no timeslots available' },
  ])('NO_AVAILABILITY for $passes.length passes', async ({ passes, message }) => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await page.goto(`${sharedStack().url}/attractions?testScenario=EMPTY_AVAILABILITY`);
    await openAttraction(page, sharedStack().url, 'tyo-shinjuku-gyoen', 'Shinjuku Gyoen');
    await choosePasses(page, passes);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await context.close();
  });

  test('REFRESH_REQUIRED when no pass usage comes back', async () => {
    const { context, page } = await signedIn(DEMO.fourPasses);
    await page.goto(`${sharedStack().url}/attractions?offer=tyo-shinjuku-gyoen&testScenario=EMPTY_PASSES`);
    await page.getByRole('alert').filter({ hasText: 'Something went wrong, please refresh the page' }).waitFor();
    await context.close();
  });
});

/** The problems the booking view shows itself, beside any in the modal. */
function inlineProblems(page: Page): Promise<string[]> {
  return page.getByRole('alert').allTextContents();
}

/** A real timeslot of an offer starting after a moment, read from the upstream's own database. */
function laterTimeslot(dataDir: string, offerId: string, after: number): Slot {
  const bffRequire = createRequire(require.resolve('@citypass/reservations-service/package.json'));
  const Database = bffRequire('better-sqlite3') as new (file: string, options: object) => {
    prepare(sql: string): { get(...args: unknown[]): unknown };
    close(): void;
  };
  const db = new Database(join(dataDir, 'reservations.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT t.id, t.starts_at, c.timezone FROM timeslots t JOIN offers o ON o.id = t.offer_id JOIN cities c ON c.id = o.city_id
         WHERE t.offer_id = ? AND t.starts_at > ? ORDER BY t.starts_at LIMIT 1`,
      )
      .get(offerId, after) as { id: number; starts_at: number; timezone: string };
    return { id: String(row.id), date_time: new Date(row.starts_at).toISOString(), timezone: row.timezone };
  } finally {
    db.close();
  }
}
