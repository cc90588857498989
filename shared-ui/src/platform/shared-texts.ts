import type english from '@citypass/shared-ui/i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

/** The id of one of shared-ui's texts (its English catalogue's keys). */
export type SharedTextId = keyof typeof english;

// shared-ui's own texts (its components and the error catalogue): one copy for the page, built
// with the shell that provides this module, so every remote shows them as the shell does.
export const sharedTexts = defineTexts<SharedTextId>('shared-ui', (language) => import(/* webpackChunkName: "i18n-[request]" */ `../i18n/${language}.json`));
