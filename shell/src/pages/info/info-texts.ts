import type english from './i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

export type InfoTextId = keyof typeof english;

// The footer's pages' texts (and the not-found page's), apart from the shell's: every language in
// the pages' own chunk (eager: no chunk of its own per language), loaded when one is opened, so no
// other page's first load carries them.
export const infoTexts = defineTexts<InfoTextId>('shell-info', (language) => import(/* webpackMode: "eager" */ `./i18n/${language}.json`));
