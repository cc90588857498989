import type english from './en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

// The shell's own texts, in its build: one catalogue chunk per language, the page's language only.
export const shellTexts = defineTexts<keyof typeof english>('shell', (language) => import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`));
