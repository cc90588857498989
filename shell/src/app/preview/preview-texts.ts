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

export type PreviewTextId = keyof typeof en;

// The preview ribbon's texts, apart from the shell's: every language in the ribbon's own chunk,
// which only a browser previewing a release loads (a chunk per language would lengthen the
// shell's list of chunks, which every page carries).
const catalogues: Record<Language, Catalogue> = { ca, de, en, es, fr, ja, nl, 'pt-BR': ptBR, 'zh-Hans': zhHans };

export const previewTexts = defineTexts<PreviewTextId>('shell-preview', async (language) => ({ default: catalogues[language] }));
