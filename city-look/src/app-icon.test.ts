import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { appIconSvg, type IconPurpose } from './app-icon';

// The installed app's icons as a home screen shows them: a maskable icon may be cropped to any
// shape, so everything but the city's colour stays inside its safe zone.

const SIZE = 192;
const colours = { primary: '#7a1f3d', highlight: '#c8102e', background: '#fffdf9' };
const logo = readFileSync(join(__dirname, '../test/logos/plain.svg'));
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

function pixels(purpose: IconPurpose, withLogo?: Buffer) {
  const image = new Resvg(appIconSvg(colours, purpose, withLogo), { fitTo: { mode: 'width', value: SIZE } }).render();
  // Each read of `pixels` copies the image: read once.
  const rgba = image.pixels;
  const at = (x: number, y: number) => [...rgba.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4)];
  return { width: image.width, height: image.height, at };
}

/** The pixels outside the safe zone that are not `fill`, and how many inside are not `fill`. */
function safeZone(purpose: IconPurpose, fill: string, withLogo?: Buffer) {
  const icon = pixels(purpose, withLogo);
  const centre = SIZE / 2;
  const background = [...rgb(fill), 255].join();
  const drawnOutside: string[] = [];
  let drawnInside = 0;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = icon.at(x, y).join();
      if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * SIZE) {
        if (pixel !== background) drawnOutside.push(`${x},${y}`);
      } else if (pixel !== background) drawnInside += 1;
    }
  }
  return { size: [icon.width, icon.height], drawnOutside, drawnInside };
}

it.each([
  ['the ticket on the brand colour', colours.primary, undefined],
  ['the logo on the page colour', colours.background, logo],
])('the maskable icon keeps %s inside the safe zone', (_case, fill, withLogo) => {
  const { size, drawnOutside, drawnInside } = safeZone('maskable', fill, withLogo);
  expect(size).toEqual([SIZE, SIZE]);
  expect(drawnOutside).toEqual([]);
  expect(drawnInside).toBeGreaterThan(SIZE * SIZE * 0.05);
});

it('the plain icon has rounded corners, the ticket on the brand colour', () => {
  const icon = pixels('any');
  expect(icon.at(0, 0)[3]).toBe(0);
  expect(icon.at(SIZE - 1, SIZE - 1)[3]).toBe(0);
  expect(icon.at(SIZE / 2, 8)).toEqual([...rgb(colours.primary), 255]);
  expect(icon.at(SIZE / 2 + 40, SIZE / 2 - 30)).toEqual([255, 255, 255, 255]);
});
