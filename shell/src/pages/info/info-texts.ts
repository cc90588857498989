import type { Language } from '@citypass/contracts';
import { defineTexts, type Catalogue } from '@citypass/shared-ui/platform/i18n';
import ca from './i18n/ca.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';
import ja from './i18n/ja.json';
import nl from './i18n/nl.json';
import ptBR from './i18n/pt-BR.json';
import zhHans from './i18n/zh-Hans.json';

export type InfoTextId = keyof typeof en;

// The footer's pages' texts (and the not-found page's), apart from the shell's: every language in
// the pages' own chunk, loaded when one is opened, so no other page's first load carries them.
const catalogues: Record<Language, Catalogue> = { ca, de, en, es, fr, ja, nl, 'pt-BR': ptBR, 'zh-Hans': zhHans };

export const infoTexts = defineTexts<InfoTextId>('shell-info', async (language) => ({ default: catalogues[language] }));
