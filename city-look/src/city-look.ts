import { createHash } from 'node:crypto';
import type { AppIcon, CityFontFace, CityTheme } from '@citypass/contracts';
import { drawAppIcons, type DrawnIcon } from './app-icons';
import type { BrandSettings } from './brand-settings';
import { deriveColors, type ThemeColors } from './derive-colors';
import { readBeside } from './files-beside';
import { FONT_STACK_NAMES, FONT_STACKS, type FontStackName } from './font-stacks';
import { checkLogo } from './logo-check';
import { readabilityProblems } from './readability';
import { webFontFace, webFontProblems } from './web-font';
import { textIn, textProblems } from './settings-text';

// A city's look, read once when the BFF starts: the settings' `brand` with the colours derived,
// every rule checked, the logo's and the icons' bytes in memory. A file changed while the BFF runs
// is never half-read; a look with any problem does not start.

/** A file of the look the BFF serves under a content-hashed path, cached immutable. */
export interface LookFile {
  path: string;
  type: string;
  bytes: Buffer;
}

export interface CityLook {
  id: string;
  colors: ThemeColors;
  icons: readonly AppIcon[];
  /** The logo and the icons, by path. */
  files: ReadonlyMap<string, LookFile>;
  /** The look as a page in `language` carries it. */
  theme(language: string): CityTheme;
}

const DEFAULT_RADIUS = 6;

const hashed = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** The city's own web font, or why it cannot be shown. */
async function readWebFont(brand: BrandSettings, name: string, folder: string): Promise<{ face: CityFontFace; file: LookFile } | { problems: string[] }> {
  const read = readBeside('brand.font', name, folder, '.woff2');
  if ('problem' in read) return { problems: [read.problem] };
  const unusable = webFontProblems(read.bytes);
  const made = unusable.length > 0 ? { problem: unusable[0]! } : await webFontFace(brand.id, read.bytes);
  if ('problem' in made) return { problems: [`brand.font: "${name}" ${made.problem}`] };
  return { face: made.face, file: { path: made.path, type: 'font/woff2', bytes: read.bytes } };
}

/** The look of `brand` (its files beside `folder`), or every line saying why it cannot be shown. */
export async function readCityLook(brand: BrandSettings, folder: string, languages: readonly string[]): Promise<{ look: CityLook } | { problems: string[] }> {
  const problems = [
    ...textProblems('brand.name', brand.name, languages),
    ...textProblems('brand.shortName', brand.shortName, languages),
    ...textProblems('brand.tagline', brand.tagline, languages),
  ];
  const { colors, origins } = deriveColors(brand.colors);
  problems.push(...readabilityProblems(colors, origins));
  const font = brand.font ?? 'system';
  const webFont = font.toLowerCase().endsWith('.woff2') ? await readWebFont(brand, font, folder) : undefined;
  if (webFont && 'problems' in webFont) problems.push(...webFont.problems);
  if (!webFont && !(FONT_STACK_NAMES as string[]).includes(font)) problems.push(`brand.font: "${font}" is not one of ${FONT_STACK_NAMES.join(', ')}, nor a .woff2 file`);

  let logo: (LookFile & { aspectRatio: number }) | undefined;
  if (brand.logo !== undefined) {
    const read = readBeside('brand.logo', brand.logo, folder, '.svg');
    if ('problem' in read) problems.push(read.problem);
    else {
      const checked = checkLogo(read.bytes);
      if (checked.aspectRatio === undefined) problems.push(...checked.problems.map((line) => `brand.logo: "${brand.logo}" ${line}`));
      else logo = { path: `/city/${brand.id}-logo.${hashed(read.bytes)}.svg`, type: 'image/svg+xml', bytes: read.bytes, aspectRatio: checked.aspectRatio };
    }
  }
  if (problems.length > 0 || (webFont && 'problems' in webFont)) return { problems };

  const icons: DrawnIcon[] = drawAppIcons(brand.id, colors, logo?.bytes);
  const files = new Map<string, LookFile>(icons.map(({ path, png }) => [path, { path, type: 'image/png', bytes: png }]));
  if (logo) files.set(logo.path, logo);
  if (webFont) files.set(webFont.file.path, webFont.file);
  const stack = webFont ? `"${webFont.face.family}", "${webFont.face.fallback.family}", ${FONT_STACKS.system}` : FONT_STACKS[font as FontStackName];
  const [defaultLanguage = ''] = languages;
  const themes = new Map<string, CityTheme>();
  const theme = (language: string): CityTheme => {
    const kept = themes.get(language);
    if (kept) return kept;
    const tagline = brand.tagline === undefined ? undefined : textIn(brand.tagline, language, defaultLanguage);
    const made: CityTheme = {
      id: brand.id,
      name: textIn(brand.name, language, defaultLanguage),
      shortName: textIn(brand.shortName, language, defaultLanguage),
      colors,
      fonts: { body: stack, heading: stack, ...(webFont ? { face: webFont.face } : {}) },
      logo: {
        wordmark: textIn(brand.shortName, language, defaultLanguage),
        ...(tagline ? { tagline } : {}),
        ...(logo ? { image: { src: logo.path, aspectRatio: logo.aspectRatio } } : {}),
      },
      radius: brand.radius ?? DEFAULT_RADIUS,
    };
    themes.set(language, made);
    return made;
  };
  return { look: { id: brand.id, colors, icons: icons.map(({ entry }) => entry), files, theme } };
}
