import type english from './en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

// The auth remote's own texts, in its release: one catalogue chunk per language, the page's language only.
export const authTexts = defineTexts<keyof typeof english>('auth', (language) => import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`));

export type AuthTextId = keyof typeof english;
