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

// The words of the service's e-mails, in every language the product has texts for. `npm run
// lint:texts` holds each catalogue whole against English.

export type MailTextId = keyof typeof en;

export const mailTexts = serverTexts<MailTextId>({ en, nl, de, fr, es, ca, 'zh-Hans': zhHans, ja, 'pt-BR': ptBR });
