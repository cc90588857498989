import type english from './i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

export type PreviewTextId = keyof typeof english;

// The preview ribbon's texts, apart from the shell's: every language in the ribbon's own chunk
// (eager: no chunk of its own per language), which only a browser previewing a release loads.
export const previewTexts = defineTexts<PreviewTextId>('shell-preview', (language) => import(/* webpackMode: "eager" */ `./i18n/${language}.json`));
