/**
 * How an element's text lies on the page: the number of line boxes it takes and its white-space.
 * Runs in the page (pass it to `locator.evaluate`).
 */
export function textLayout(element: Element): { lines: number; whiteSpace: string } {
  return { lines: element.getClientRects().length, whiteSpace: getComputedStyle(element).whiteSpace };
}
