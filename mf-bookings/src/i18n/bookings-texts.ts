import type english from './en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

// The bookings remote's own texts, in its release: one catalogue chunk per language, the page's language only.
export const bookingsTexts = defineTexts<keyof typeof english>('bookings', (language) => import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`));
