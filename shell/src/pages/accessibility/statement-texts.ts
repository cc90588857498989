import type english from './i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

export type StatementTextId = keyof typeof english;

// The accessibility statement's texts, apart from the shell's: a chunk per language loaded with
// the statement, never with another page's first load (not named i18n-…: the page preloads those).
export const statementTexts = defineTexts<StatementTextId>('shell-statement', (language) => import(/* webpackChunkName: "statement-[request]" */ `./i18n/${language}.json`));
