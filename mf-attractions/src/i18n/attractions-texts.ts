import type english from './en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

export type AttractionsTextId = keyof typeof english;

// The remote's own texts, in its release: one catalogue chunk per language, the page's language only.
export const attractionsTexts = defineTexts<AttractionsTextId>('attractions', (language) => import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`));
