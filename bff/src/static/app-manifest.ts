import escapeHtml from 'escape-html';
import { APP_MANIFEST_PATH, LANGUAGE_PARAM, languageDirection, ROUTES, type AppIcon, type CityTheme, type PageLanguage } from '@citypass/contracts';

// The installed app: its web app manifest (the city's names in the page's language, its colours
// and icons) and what the page says of it. An installed app opens on the visitor's bookings.

export interface AppIdentity {
  /** The city's look in the page's language. */
  theme: CityTheme;
  /** The city's icons, drawn when the BFF started. */
  icons: readonly AppIcon[];
}

/** The web app manifest of the deployment, in `language`. */
export function appManifest({ theme, icons }: AppIdentity, language: PageLanguage, description: string) {
  return {
    id: ROUTES.bookings,
    name: theme.name,
    short_name: theme.shortName,
    description,
    lang: language,
    dir: languageDirection(language),
    start_url: ROUTES.bookings,
    scope: ROUTES.signIn,
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    icons,
  };
}

/**
 * The page's links to its manifest (in its own language: browsers fetch manifests without cookies),
 * home-screen icon and toolbar colour, and to the city's web font, fetched at once rather than
 * when the first text is laid out.
 */
export function appHeadTags({ theme, icons }: AppIdentity, language: PageLanguage): string[] {
  const manifest = `${APP_MANIFEST_PATH}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;
  const touchIcon = icons.find(({ purpose, sizes }) => purpose === 'any' && sizes === '192x192');
  return [
    `<link rel="manifest" href="${escapeHtml(manifest)}">`,
    `<meta name="theme-color" content="${escapeHtml(theme.colors.primary)}">`,
    touchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(touchIcon.src)}">` : '',
    theme.fonts.face ? `<link rel="preload" href="${escapeHtml(theme.fonts.face.src)}" as="font" type="font/woff2" crossorigin>` : '',
  ];
}
