// The installed app's icon as SVG (512 units square), in the city's colours: its logo on its page
// colour when it has one, else a city pass (a ticket with its stub and a tick) on its brand colour.
// No text, so it renders the same without fonts on any machine. `maskable` fills the whole square
// and keeps the mark inside the safe zone (a circle of 40% of the size), since a home screen may
// crop it to any shape.

const SIZE = 512;
const TICKET = { x: 88, y: 146, width: 336, height: 220, radius: 28, stub: 100 };
const MASKABLE_SCALE = 0.72;
/** The logo's box inside the square: within the safe zone even before the maskable scale. */
const LOGO_BOX = { x: 96, y: 96, size: 320 };

export type IconPurpose = 'any' | 'maskable';

interface IconColors {
  primary: string;
  highlight: string;
  background: string;
}

/** The stub: the ticket's left end, rounded like the ticket on the outside only. */
function stubPath({ x, y, height, radius, stub }: typeof TICKET): string {
  const r = radius;
  return `M${x + stub} ${y}V${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

function ticket({ primary, highlight }: IconColors): string {
  const { x, y, width, height, radius, stub } = TICKET;
  const tear = x + stub;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="#ffffff"/>`,
    `<path d="${stubPath(TICKET)}" fill="${highlight}"/>`,
    `<path d="M${tear} ${y + 30}V${y + height - 30}" stroke="${primary}" stroke-width="6" stroke-dasharray="14 12"/>`,
    `<circle cx="${tear}" cy="${y}" r="22" fill="${primary}"/>`,
    `<circle cx="${tear}" cy="${y + height}" r="22" fill="${primary}"/>`,
    `<path d="M262 258L292 288L352 224" fill="none" stroke="${primary}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function logoImage(logo: Buffer): string {
  const { x, y, size } = LOGO_BOX;
  return `<image x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" href="data:image/svg+xml;base64,${logo.toString('base64')}"/>`;
}

/** The icon as SVG: the logo (already checked: logo-check.ts) when there is one. */
export function appIconSvg(colors: IconColors, purpose: IconPurpose, logo?: Buffer): string {
  const fill = logo ? colors.background : colors.primary;
  const background = purpose === 'maskable' ? `<rect width="${SIZE}" height="${SIZE}" fill="${fill}"/>` : `<rect width="${SIZE}" height="${SIZE}" rx="112" fill="${fill}"/>`;
  const mark = logo ? logoImage(logo) : ticket(colors);
  const centre = SIZE / 2;
  const drawn = purpose === 'maskable' ? `<g transform="translate(${centre} ${centre}) scale(${MASKABLE_SCALE}) translate(${-centre} ${-centre})">${mark}</g>` : mark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${background}${drawn}</svg>`;
}
