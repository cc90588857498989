// The installed app's icon, drawn from a brand's colours: a city pass (a ticket with its stub and
// a tick) on the brand's colour. No text, so it renders the same without fonts on any machine.
// `maskable` fills the whole square and keeps the ticket inside the safe zone (a circle of 40%
// of the size), since a home screen may crop it to any shape.

const SIZE = 512;
const TICKET = { x: 88, y: 146, width: 336, height: 220, radius: 28, stub: 100 };
const MASKABLE_SCALE = 0.72;

/** The stub: the ticket's left end, rounded like the ticket on the outside only. */
function stubPath({ x, y, height, radius, stub }) {
  const r = radius;
  return `M${x + stub} ${y}V${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

function ticket({ primary, highlight }) {
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

/**
 * The icon as SVG (512 units square).
 * @param {{ primary: string, highlight: string }} colours
 * @param {'any' | 'maskable'} purpose
 */
function appIconSvg(colours, purpose) {
  const background =
    purpose === 'maskable'
      ? `<rect width="${SIZE}" height="${SIZE}" fill="${colours.primary}"/>`
      : `<rect width="${SIZE}" height="${SIZE}" rx="112" fill="${colours.primary}"/>`;
  const centre = SIZE / 2;
  const drawn = purpose === 'maskable' ? `<g transform="translate(${centre} ${centre}) scale(${MASKABLE_SCALE}) translate(${-centre} ${-centre})">${ticket(colours)}</g>` : ticket(colours);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${background}${drawn}</svg>`;
}

module.exports = { appIconSvg };
