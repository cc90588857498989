import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  // Evaluated through the debugging protocol, so the app's CSP (no inline scripts) stays in force.
  await page.evaluate(AXE_SOURCE);
  // A page may run axe itself (Storybook's accessibility addon): ours waits for that run to end.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await violationsNow(page);
    } catch (error) {
      if (attempt === 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

function violationsNow(page: Page): Promise<AxeProblem[]> {
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
