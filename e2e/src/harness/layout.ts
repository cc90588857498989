/**
 * How an element's text lies on the page: the number of line boxes it takes and its white-space.
 * Runs in the page (pass it to `locator.evaluate`).
 */
export function textLayout(element: Element): { lines: number; whiteSpace: string } {
  return { lines: element.getClientRects().length, whiteSpace: getComputedStyle(element).whiteSpace };
}

/**
 * Text a visitor cannot read whole: the page scrolling sideways, or an element holding text whose
 * content is wider or taller than the box that clips it. Runs in the page (pass it to `page.evaluate`).
 */
export function clippedText(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in ${root.clientWidth}px`);
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    if (!ownText) continue;
    // Visually hidden text (for assistive technology) is clipped to 1px on purpose.
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (clipsX && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut at its side`);
    if (clipsY && element.scrollHeight > element.clientHeight + 1) problems.push(`${describe(element)} is cut at its foot`);
    const box = element.getBoundingClientRect();
    if (box.right > root.clientWidth + 1 || box.left < -1) problems.push(`${describe(element)} runs off the page`);
  }
  return problems;
}
