import escapeHtml from 'escape-html';
import {
  APP_MANIFEST_PATH,
  BRAND_IDENTITIES,
  LANGUAGE_PARAM,
  languageDirection,
  ROUTES,
  type AppIcon,
  type BrandName,
  type PageLanguage,
} from '@citypass/contracts';

// The installed app: its web app manifest (the city's names, the brand's colours and icons, the
// page's language) and what the page says of it. An installed app opens on the visitor's bookings.

export interface AppIdentity {
  brand: BrandName;
  /** The brand's icons from the shell's build (app-icons.json); none in a build without them. */
  icons: readonly AppIcon[];
}

/** The web app manifest of the deployment, in `language`. */
export function appManifest({ brand, icons }: AppIdentity, language: PageLanguage, description: string) {
  const identity = BRAND_IDENTITIES[brand];
  return {
    id: ROUTES.bookings,
    name: identity.name,
    short_name: identity.shortName,
    description,
    lang: language,
    dir: languageDirection(language),
    start_url: ROUTES.bookings,
    scope: ROUTES.signIn,
    display: 'standalone',
    theme_color: identity.primary,
    background_color: identity.background,
    icons,
  };
}

/** The page's links to its manifest (in its own language: browsers fetch manifests without cookies), home-screen icon and toolbar colour. */
export function appHeadTags({ brand, icons }: AppIdentity, language: PageLanguage): string[] {
  const manifest = `${APP_MANIFEST_PATH}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;
  const touchIcon = icons.find(({ purpose, sizes }) => purpose === 'any' && sizes === '192x192');
  return [
    `<link rel="manifest" href="${escapeHtml(manifest)}">`,
    `<meta name="theme-color" content="${BRAND_IDENTITIES[brand].primary}">`,
    touchIcon ? `<link rel="apple-touch-icon" href="${touchIcon.src}">` : '',
  ];
}
