import type { BrowserContext } from 'playwright-core';

/**
 * Picks a test scenario for the context's pages without leaving the page they show: the BFF sets
 * its cookie (in the form it reads back) from a page address with `?testScenario=`, as in a browser.
 */
export async function setTestScenario(context: BrowserContext, baseUrl: string, name: string): Promise<void> {
  const response = await context.request.get(`${baseUrl}/?testScenario=${encodeURIComponent(name)}`);
  if (!response.ok()) throw new Error(`test scenario ${name}: HTTP ${response.status()} ${await response.text()}`);
}
