import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { bookButton, choosePasses, chooseTime, closeModal, expectModal, openAttraction } from './harness/booking-ui';
import { downloadedCalendar } from './harness/calendar-download';
import { mailsAbout } from './harness/outbox';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { textLayout } from './harness/layout';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';
import { slotLabels } from './harness/slot-labels';
import { setTestScenario } from './harness/test-scenario';
import { UpstreamApi } from './harness/upstream-api';

const DAY = 86_400_000;

/** When a New York booking's window ends, as its card says: 'h:mm a on cccc do MMMM yyyy'. */
function windowEndLabel(iso: string): string {
  const { date, time } = slotLabels({ id: '', date_time: iso, timezone: 'America/New_York' });
  return `${time} on ${date}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('my bookings', () => {
  test('book through the attractions, amend, then cancel, with the upstream agreeing after each step', async () => {
    const stack = sharedStack();
    const upstream = await UpstreamApi.signIn(stack.upstreamUrl, DEMO.threePasses);
    const rijksmuseum = async () => (await upstream.reservations()).filter((group) => group.offer_id === 'ams-rijksmuseum');
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url, DEMO.threePasses);

    await openAttraction(page, stack.url, 'ams-rijksmuseum', 'Rijksmuseum');
    await choosePasses(page, ['1000-0000-0011', '1000-0000-0012']);
    await chooseTime(page, 20, 0);
    await screenshot(page, 'booking-view-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await bookButton(page, 2).click();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    const [booked] = await rijksmuseum();
    expect(booked?.passes.sort()).toEqual(['100000000011', '100000000012']);
    // The booking into the visitor's calendar: the entry at the booked instant, for the timeslot.
    const confirmed = await downloadedCalendar(page, page.getByRole('button', { name: 'Add to calendar: Rijksmuseum' }));
    const bookedAt = new Date(booked!.time_slot.date_time).getTime();
    expect(confirmed).toEqual({
      fileName: 'booking.ics',
      method: 'PUBLISH',
      events: [
        {
          uid: expect.stringContaining(booked!.booking_id),
          sequence: 0,
          start: new Date(bookedAt).toISOString(),
          end: new Date(bookedAt + 30 * 60_000).toISOString(),
          summary: 'Rijksmuseum, 2 passes',
          description: `Passes: 1000-0000-0011, 1000-0000-0012. See, amend or cancel your bookings: ${stack.url}/bookings`,
        },
      ],
    });

    await page.getByRole('link', { name: 'My bookings' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    await page.getByRole('button', { name: 'Amend Rijksmuseum booking' }).click();
    await page.getByRole('heading', { name: 'Choose a new time for Rijksmuseum' }).waitFor();
    // As on the booking view, some sixty dates scroll in a box of their own, the booked day in its view.
    const dateBox = await page
      .getByRole('group', { name: 'Choose a date' })
      .getByRole('radio', { checked: true })
      .evaluate((radio) => {
        const box = radio.closest('label')!.parentElement!;
        const boxRect = box.getBoundingClientRect();
        const chosen = radio.closest('label')!.getBoundingClientRect();
        return {
          height: boxRect.height,
          scrolls: box.scrollHeight > box.clientHeight,
          chosenInView: chosen.top >= boxRect.top && chosen.bottom <= boxRect.bottom,
        };
      });
    expect(dateBox).toEqual({ height: expect.any(Number), scrolls: true, chosenInView: true });
    expect(dateBox.height).toBeLessThanOrEqual(21 * 16 + 8);
    const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio');
    await times.nth(2).focus();
    await page.keyboard.press('Space');
    await screenshot(page, 'amend-panel-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm new time' }).click();
    await expectModal(page, 'Your Rijksmuseum booking has been amended', 'We have sent you an email to confirm your amended time');
    const [amended] = await rijksmuseum();
    expect(amended?.booking_id).toBe(booked?.booking_id);
    expect(amended?.time_slot.date_time).not.toBe(booked?.time_slot.date_time);
    await closeModal(page);
    // Imported again, the amended booking updates the same entry: its UID, a higher SEQUENCE, the new time.
    const moved = await downloadedCalendar(page, page.getByRole('button', { name: 'Add to calendar: Rijksmuseum' }));
    expect(moved.events).toEqual([
      expect.objectContaining({ uid: confirmed.events[0]!.uid, sequence: 1, start: new Date(amended!.time_slot.date_time).toISOString() }),
    ]);

    await page.getByRole('button', { name: 'Cancel Rijksmuseum booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your Rijksmuseum booking?' });
    await dialog.waitFor();
    await screenshot(page, 'cancel-dialog-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expectModal(page, 'Your Rijksmuseum booking has been cancelled', 'We have sent you an email to confirm your cancelled booking');
    expect(await rijksmuseum()).toEqual([]);
    await closeModal(page);
    await page.getByRole('button', { name: 'Cancel Rijksmuseum booking' }).waitFor({ state: 'detached' });
    await context.close();

    // The e-mails the app promised, each step's, to the order's address, each updating the one calendar entry.
    const mails = await mailsAbout(stack.dataDir, booked!.booking_id, 3);
    expect(mails.map(({ to, subject, calendar }) => [to, subject, calendar.method, calendar.sequence])).toEqual([
      [DEMO.threePasses.email, 'Your Rijksmuseum booking is confirmed', 'REQUEST', '0'],
      [DEMO.threePasses.email, 'Your Rijksmuseum booking has been amended', 'REQUEST', '1'],
      [DEMO.threePasses.email, 'Your Rijksmuseum booking has been cancelled', 'CANCEL', '2'],
    ]);
    expect(new Set(mails.map((mail) => mail.calendar.uid))).toEqual(new Set([confirmed.events[0]!.uid]));
    expect(mails[0]!.text).toContain(`${stack.url}/bookings`);
  });

  describe('with bookings made behind the browser', () => {
    // The one-pass order: three bookings made out of order, the earliest less than 24 hours away.
    let upstream: UpstreamApi;
    beforeAll(async () => {
      upstream = await UpstreamApi.signIn(sharedStack().upstreamUrl, DEMO.onePass);
      const pass = ['100000000021'];
      const later = (await upstream.availability('nyc-bronx-zoo', pass)).find((slot) => Date.parse(slot.date_time) > Date.now() + 4 * DAY);
      const sooner = (await upstream.availability('nyc-top-of-the-rock', pass)).find((slot) => Date.parse(slot.date_time) > Date.now() + 2 * DAY);
      const soonest = (await upstream.availability('nyc-intrepid-museum', pass))[0];
      await upstream.book('nyc-bronx-zoo', later!, pass);
      await upstream.book('nyc-top-of-the-rock', sooner!, pass);
      await upstream.book('nyc-intrepid-museum', soonest!, pass);
      expect(Date.parse(soonest!.date_time) - Date.now()).toBeLessThan(DAY);
    });

    test('lists them earliest first', async () => {
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.goto(`${sharedStack().url}/bookings`);
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      const shown = await cards.evaluateAll((articles) => articles.map((article) => article.querySelector('h2')?.textContent));
      expect(shown).toEqual(['Intrepid Museum', 'Top of the Rock', 'Bronx Zoo']);
      await screenshot(page, 'bookings-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('print the list alone: each booking whole, without the menu, the switcher, the footer or a button', async () => {
      const { context, page } = await newVisitor(browser, DESKTOP);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.goto(`${sharedStack().url}/bookings`);
      await page.getByRole('article').first().waitFor();
      await page.emulateMedia({ media: 'print' });
      const visible = async (locator: ReturnType<typeof page.getByRole>) => (await locator.evaluateAll((all) => all.filter((element) => element.checkVisibility()))).length;
      expect(await visible(page.getByRole('navigation'))).toBe(0);
      expect(await visible(page.getByRole('combobox'))).toBe(0);
      expect(await visible(page.getByRole('contentinfo'))).toBe(0);
      expect(await visible(page.getByRole('button'))).toBe(0);
      const bronxZoo = page.getByRole('article', { name: 'Bronx Zoo' });
      const group = (await upstream.reservations()).find((booked) => booked.offer_id === 'nyc-bronx-zoo')!;
      const { date, time } = slotLabels({ id: '', date_time: group.time_slot.date_time, timezone: 'America/New_York' });
      // What the paper shows of a booking: its day, its time in the attraction's zone, the attraction, its passes.
      const printed = await bronxZoo.innerText();
      for (const text of ['Bronx Zoo', date, time, 'Local time in New York', '1000-0000-0021']) expect(printed).toContain(text);
      const breaks = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakInside));
      expect(breaks).toEqual(['avoid', 'avoid', 'avoid']);
      await screenshot(page, 'bookings-printed');
      await context.close();
    });

    test.each([
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ])('a booking less than 24 hours away shows as no longer changeable, an open one when its window ends (%s)', async (width, viewport) => {
      const { context, page } = await newVisitor(browser, viewport);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.goto(`${sharedStack().url}/bookings`);
      const closed = page.getByRole('article', { name: 'Intrepid Museum' });
      await closed.getByText('No longer changeable', { exact: true }).waitFor();
      // Nothing offered that the service would refuse; the calendar still takes it.
      expect(await closed.getByRole('button', { name: /^(Amend|Cancel) / }).count()).toBe(0);
      await closed.getByRole('button', { name: 'Add to calendar: Intrepid Museum' }).waitFor();
      await closed.getByText(/^You could amend or cancel until \d{1,2}:\d{2} [AP]M on /).waitFor();

      const open = page.getByRole('article', { name: 'Bronx Zoo' });
      const bronxZoo = (await upstream.reservations()).find((group) => group.offer_id === 'nyc-bronx-zoo')!;
      await open.getByText(`You can amend or cancel until ${windowEndLabel(bronxZoo.amendable_until)}.`, { exact: true }).waitFor();
      await open.getByRole('button', { name: 'Amend Bronx Zoo booking' }).waitFor();
      await open.getByRole('button', { name: 'Cancel Bronx Zoo booking' }).waitFor();
      expect(await open.getByText('No longer changeable').count()).toBe(0);

      // A pass number stays on one line, even beside the card's other details on a phone.
      const pass = await open.getByText('1000-0000-0021', { exact: true }).evaluate(textLayout);
      expect(pass).toEqual({ lines: 1, whiteSpace: 'nowrap' });
      await screenshot(page, `bookings-open-and-closed-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test("WINDOW_ELAPSED from the service still shows when the browser's clock says the window is open", async () => {
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.clock.setFixedTime(Date.now() - 2 * DAY);
      await page.goto(`${sharedStack().url}/bookings`);
      await page.getByRole('button', { name: 'Cancel Intrepid Museum booking' }).click();
      await page.getByRole('dialog', { name: 'Cancel your Intrepid Museum booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
      await expectModal(page, 'There was a problem', 'Sorry, you have missed the window to cancel or amend this booking.');
      await context.close();
    });

    test('a card stops offering changes when its window passes while the page is open', async () => {
      const bronxZoo = (await upstream.reservations()).find((group) => group.offer_id === 'nyc-bronx-zoo')!;
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.clock.install({ time: Date.parse(bronxZoo.amendable_until) - 30_000 });
      await page.goto(`${sharedStack().url}/bookings`);
      const card = page.getByRole('article', { name: 'Bronx Zoo' });
      await card.getByRole('button', { name: 'Cancel Bronx Zoo booking' }).waitFor();
      await page.clock.fastForward(60_000);
      await card.getByText('No longer changeable', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: /^(Amend|Cancel) / }).count()).toBe(0);
      await context.close();
    });

    test('an expired upstream session mid-journey signs the visitor out with SESSION_EXPIRED', async () => {
      const stack = sharedStack();
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, stack.url, DEMO.onePass);
      await page.goto(`${stack.url}/bookings`);
      await page.getByRole('button', { name: 'Cancel Bronx Zoo booking' }).waitFor();
      await setTestScenario(context, stack.url, 'SESSION_EXPIRED');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attractions' }).click();
      await page.waitForURL(`${stack.url}/?error=SESSION_EXPIRED`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your session has expired, please enter your order number and email address again' })
        .waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor({ state: 'detached' });
      await context.close();
    });
  });
});
