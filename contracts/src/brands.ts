/** The brands a deployment may choose; shared-ui holds each brand's theme. */
export const BRAND_NAMES = ['legacy', 'wip', 'amsterdam', 'barcelona', 'newyork'] as const;
export type BrandName = (typeof BRAND_NAMES)[number];

/**
 * What a brand is called and the colours it is known by, where the page is not: the installed
 * app's name, icons and splash screen (the BFF's web app manifest, the shell build's icons) and
 * the browser's toolbar. Each brand's theme takes them from here.
 */
export interface BrandIdentity {
  name: string;
  /** The name under the icon on a home screen (12 characters at most show in full). */
  shortName: string;
  primary: string;
  highlight: string;
  background: string;
  onPrimary: string;
}

export const BRAND_IDENTITIES: Record<BrandName, BrandIdentity> = {
  legacy: { name: 'City Pass', shortName: 'City Pass', primary: '#00777a', highlight: '#c8102e', background: '#ffffff', onPrimary: '#ffffff' },
  wip: { name: 'City Pass', shortName: 'City Pass', primary: '#007c80', highlight: '#d0202f', background: '#fbfcfc', onPrimary: '#ffffff' },
  amsterdam: { name: 'Amsterdam City Pass', shortName: 'Amsterdam', primary: '#00736f', highlight: '#d7001c', background: '#ffffff', onPrimary: '#ffffff' },
  barcelona: { name: 'Barcelona City Pass', shortName: 'Barcelona', primary: '#0b6e70', highlight: '#c4122f', background: '#fffdf9', onPrimary: '#ffffff' },
  newyork: { name: 'New York City Pass', shortName: 'New York', primary: '#006d77', highlight: '#d1102b', background: '#ffffff', onPrimary: '#ffffff' },
};
