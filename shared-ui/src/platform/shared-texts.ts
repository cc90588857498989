import type english from '@citypass/shared-ui/i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

// shared-ui's own texts (its components and the error catalogue): one copy for the page, built
// with the shell that provides this module, so every remote shows them as the shell does.
export const sharedTexts = defineTexts<keyof typeof english>('shared-ui', (language) => import(/* webpackChunkName: "i18n-[request]" */ `../i18n/${language}.json`));
