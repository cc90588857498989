import { serverTexts } from '@citypass/languages/server-texts';
import ca from './ca.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ja from './ja.json';
import nl from './nl.json';
import ptBR from './pt-BR.json';
import zhHans from './zh-Hans.json';

// The texts the BFF writes into pages itself, in every language the product has texts for: the
// legacy-browser notice the shell's page carries (the shell's own catalogues are built into its
// bundle, out of the BFF's reach) and the sign-in protocol's bare error page. `npm run
// lint:texts` holds each catalogue whole against English.

export type BffTextId = keyof typeof en;

export const bffTexts = serverTexts<BffTextId>({ en, nl, de, fr, es, ca, 'zh-Hans': zhHans, ja, 'pt-BR': ptBR });
