import type english from './en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

/** The id of one of the shell's texts (its English catalogue's keys). */
export type ShellTextId = keyof typeof english;

// The shell's own texts, in its build: one catalogue chunk per language, the page's language only.
export const shellTexts = defineTexts<ShellTextId>('shell', (language) => import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`));
