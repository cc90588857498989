import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { APP_ICON_SIZES, type AppIcon } from '@citypass/contracts';
import { appIconSvg, type IconPurpose } from './app-icon';

// A city's icons for the installed app, drawn when the BFF starts (resvg), under content-hashed
// names the BFF serves immutable and the web app manifest names.

const PURPOSES: readonly IconPurpose[] = ['any', 'maskable'];

export interface DrawnIcon {
  /** The path the BFF serves it at: `/icons/<city>-<purpose>-<size>.<hash>.png`. */
  path: string;
  png: Buffer;
  entry: AppIcon;
}

export function drawAppIcons(city: string, colors: { primary: string; highlight: string; background: string }, logo?: Buffer): DrawnIcon[] {
  return PURPOSES.flatMap((purpose) => {
    const svg = appIconSvg(colors, purpose, logo);
    return APP_ICON_SIZES.map((size) => {
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
      const path = `/icons/${city}-${purpose}-${size}.${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
      return { path, png, entry: { src: path, sizes: `${size}x${size}`, type: 'image/png' as const, purpose } };
    });
  });
}
