// The installed app's icons as a home screen shows them: a maskable icon may be cropped to any
// shape, so everything but the brand's colour stays inside its safe zone; the build names every
// brand's icons, each a PNG of the size it says.
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { Resvg } = require('@resvg/resvg-js');
const { APP_ICONS_FILE, BRAND_IDENTITIES, BRAND_NAMES, appIconsSchema } = require('@citypass/contracts');
const { appIconSvg } = require('./app-icon');
const { AppIconsPlugin } = require('./app-icons-plugin');

const SIZE = 192;
const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

function pixels(purpose, colours) {
  const image = new Resvg(appIconSvg(colours, purpose), { fitTo: { mode: 'width', value: SIZE } }).render();
  // Each read of `pixels` copies the image: read once.
  const rgba = image.pixels;
  const at = (x, y) => [...rgba.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4)];
  return { width: image.width, height: image.height, at };
}

test.each(BRAND_NAMES)("%s's maskable icon is its colour outside the safe zone, and the ticket within it", (brand) => {
  const colours = BRAND_IDENTITIES[brand];
  const icon = pixels('maskable', colours);
  expect([icon.width, icon.height]).toEqual([SIZE, SIZE]);
  const centre = SIZE / 2;
  const background = [...rgb(colours.primary), 255].join();
  let outside = 0;
  const drawnOutside = [];
  let white = 0;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = icon.at(x, y).join();
      if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * SIZE) {
        outside += 1;
        if (pixel !== background) drawnOutside.push(`${x},${y}`);
      } else if (pixel === '255,255,255,255') white += 1;
    }
  }
  expect(outside).toBeGreaterThan(0);
  expect(drawnOutside).toEqual([]);
  expect(white).toBeGreaterThan(SIZE * SIZE * 0.05);
});

test('the plain icon has rounded corners, the ticket on the brand colour', () => {
  const colours = BRAND_IDENTITIES.newyork;
  const icon = pixels('any', colours);
  expect(icon.at(0, 0)[3]).toBe(0);
  expect(icon.at(SIZE - 1, SIZE - 1)[3]).toBe(0);
  expect(icon.at(SIZE / 2, 8)).toEqual([...rgb(colours.primary), 255]);
  expect(icon.at(SIZE / 2 + 40, SIZE / 2 - 30)).toEqual([255, 255, 255, 255]);
});

test("the build writes every brand's icons, each the PNG its entry names", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'citypass-icons-'));
  try {
    writeFileSync(path.join(dir, 'index.js'), 'export {};\n');
    const compiler = webpack({ mode: 'production', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') }, plugins: [new AppIconsPlugin()] });
    await new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : compiler.close(resolve))));
    const icons = appIconsSchema.parse(JSON.parse(readFileSync(path.join(dir, 'dist', APP_ICONS_FILE), 'utf8')));
    for (const brand of BRAND_NAMES) {
      expect(icons[brand].map(({ purpose, sizes }) => `${purpose} ${sizes}`)).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
      for (const { src, sizes } of icons[brand]) {
        const png = readFileSync(path.join(dir, 'dist', src));
        // The PNG header's width and height (IHDR).
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
