import { SaxesParser } from 'saxes';

// A city's logo is an SVG the page shows as an image: active content unless checked. One that
// could run code or reach another origin is refused, whatever a browser would do with it in an
// <img> today, since the same file is served to anyone who opens it directly.

/** The largest logo a city may have: a wordmark or an emblem is a few kB. */
export const LOGO_MAX_BYTES = 100_000;

const EXTERNAL_URL = /url\(\s*['"]?(?!#)/i;

/** Width to height from the root's viewBox, else its width and height. */
function aspectRatioOf(attributes: Record<string, string>): number | undefined {
  const box = attributes.viewBox?.trim().split(/[\s,]+/).map(Number);
  const [width, height] = box?.length === 4 ? [box[2], box[3]] : [parseFloat(attributes.width ?? ''), parseFloat(attributes.height ?? '')];
  return width! > 0 && height! > 0 ? width! / height! : undefined;
}

/**
 * Why the logo (the file's bytes) is refused, one reason a line (none when it may be shown), and its
 * width to its height: what the page reserves for it.
 */
export function checkLogo(svg: Buffer): { problems: string[]; aspectRatio?: number } {
  if (svg.length > LOGO_MAX_BYTES) return { problems: [`is ${Math.ceil(svg.length / 1000)} kB, over ${LOGO_MAX_BYTES / 1000} kB`] };
  let aspectRatio: number | undefined;
  const problems = new Set<string>();
  let root: string | undefined;
  let inStyle = false;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => problems.add('declares a DOCTYPE (entities can reach other files)'));
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet') problems.add('links a stylesheet');
  });
  parser.on('opentag', ({ name, attributes }) => {
    const local = name.replace(/^.*:/, '').toLowerCase();
    if (root === undefined) {
      root = local;
      aspectRatio = aspectRatioOf(attributes);
    }
    if (local === 'script') problems.add('has a script');
    if (local === 'foreignobject') problems.add('has a foreignObject');
    inStyle = local === 'style';
    for (const [attribute, value] of Object.entries(attributes)) {
      const bare = attribute.replace(/^.*:/, '').toLowerCase();
      if (bare.startsWith('on')) problems.add(`has an event handler (${attribute})`);
      if ((bare === 'href' || bare === 'src') && !value.trim().startsWith('#')) problems.add(`refers to another file (${attribute}="${value.slice(0, 60)}")`);
      if (EXTERNAL_URL.test(value)) problems.add(`refers to another file (${attribute}: url(…))`);
    }
  });
  parser.on('closetag', () => {
    inStyle = false;
  });
  parser.on('text', (text) => {
    if (inStyle && (EXTERNAL_URL.test(text) || /@import/i.test(text))) problems.add('refers to another file from its style');
  });
  parser.on('cdata', (text) => {
    if (inStyle && (EXTERNAL_URL.test(text) || /@import/i.test(text))) problems.add('refers to another file from its style');
  });
  try {
    parser.write(svg.toString('utf8')).close();
  } catch (error) {
    return { problems: [`is not well-formed SVG (${(error as Error).message.split('\n')[0]})`] };
  }
  if (root !== 'svg') return { problems: ['is not an SVG image (its root element is not <svg>)'] };
  if (aspectRatio === undefined) problems.add('has no size: give it a viewBox');
  else if (aspectRatio > 8 || aspectRatio < 1 / 8) problems.add(`is ${aspectRatio > 1 ? 'wider' : 'taller'} than 8 to 1: a header has no room for it`);
  return problems.size > 0 ? { problems: [...problems] } : { problems: [], aspectRatio };
}
