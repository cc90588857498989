import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { bookButton, choosePasses, chooseTime, closeModal, expectModal, openAttraction } from './harness/booking-ui';
import { launchBrowser, newVisitor, screenshot } from './harness/browser';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';
import { setTestScenario } from './harness/test-scenario';
import { UpstreamApi } from './harness/upstream-api';

const DAY = 86_400_000;

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

    await page.getByRole('link', { name: 'My bookings' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    await page.getByRole('button', { name: 'Amend Rijksmuseum booking' }).click();
    await page.getByRole('heading', { name: 'Choose a new time for Rijksmuseum' }).waitFor();
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
  });

  describe('with bookings made behind the browser', () => {
    // The one-pass order: three bookings made out of order, the earliest less than 24 hours away.
    beforeAll(async () => {
      const upstream = await UpstreamApi.signIn(sharedStack().upstreamUrl, DEMO.onePass);
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
      const cancelButtons = page.getByRole('button', { name: /^Cancel .* booking$/ });
      await cancelButtons.first().waitFor();
      const shown = await cancelButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      expect(shown).toEqual(['Cancel Intrepid Museum booking', 'Cancel Top of the Rock booking', 'Cancel Bronx Zoo booking']);
      await screenshot(page, 'bookings-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('WINDOW_ELAPSED: a booking less than 24 hours away cannot be cancelled', async () => {
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, sharedStack().url, DEMO.onePass);
      await page.goto(`${sharedStack().url}/bookings`);
      await page.getByRole('button', { name: 'Cancel Intrepid Museum booking' }).click();
      await page.getByRole('dialog', { name: 'Cancel your Intrepid Museum booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
      await expectModal(page, 'There was a problem', 'Sorry, you have missed the window to cancel or amend this booking.');
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
