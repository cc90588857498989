import { builtPageDir } from './built-page-dir';

/** The releases page's build (@citypass/releases-page), which the BFF serves at /_releases. */
export const releasesPageDir = (): string => builtPageDir('@citypass/releases-page');
