import type { Page } from 'playwright-core';

/** Opens an attraction's booking view and waits for its passes. */
export async function openAttraction(page: Page, baseUrl: string, offerId: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/attractions?offer=${offerId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('group', { name: '1. Choose passes' }).getByRole('checkbox').first().waitFor();
}

export async function choosePasses(page: Page, passes: string[]): Promise<void> {
  for (const pass of passes) await page.getByRole('checkbox', { name: pass, exact: true }).check();
}

/** Picks a date and a time by their names, or by position when given a number, as a keyboard user does. */
export async function chooseTime(page: Page, date: string | number, time: string | number): Promise<void> {
  await pick(page, '2. Choose a date', date);
  await pick(page, '3. Choose a time', time);
}

async function pick(page: Page, step: string, choice: string | number): Promise<void> {
  const radios = page.getByRole('group', { name: step }).getByRole('radio');
  const radio = typeof choice === 'number' ? radios.nth(choice) : radios.and(page.getByRole('radio', { name: choice, exact: true }));
  await radio.focus();
  await page.keyboard.press('Space');
  await expectChecked(radio);
}

async function expectChecked(radio: ReturnType<Page['locator']>): Promise<void> {
  if (!(await radio.isChecked())) throw new Error(`radio ${await radio.getAttribute('value')} did not become checked`);
}

export function bookButton(page: Page, passCount: number) {
  return page.getByRole('button', { name: passCount === 1 ? 'Book 1 pass' : `Book ${passCount} passes` });
}

/** The notification modal with a catalogue title and message. */
export async function expectModal(page: Page, title: string, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(message, { exact: true }).waitFor();
}

export async function closeModal(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Pass numbers as the product shows them: 4-4-4 digits. */
export function shownPass(pass: string): string {
  return `${pass.slice(0, 4)}-${pass.slice(4, 8)}-${pass.slice(8)}`;
}
