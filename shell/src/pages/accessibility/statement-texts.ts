import type english from './i18n/en.json';
import { defineTexts } from '@citypass/shared-ui/platform/i18n';

export type StatementTextId = keyof typeof english;

// The accessibility statement's texts, apart from the shell's: every language in the statement's
// own chunk (eager: no chunk of its own per language, no second request), loaded when it is opened.
export const statementTexts = defineTexts<StatementTextId>('shell-statement', (language) => import(/* webpackMode: "eager" */ `./i18n/${language}.json`));
