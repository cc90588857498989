import { languageDirection, PREVIEW_PATHS, type PageLanguage } from '@citypass/contracts';
import escapeHtml from 'escape-html';
import type { ReleaseTextId } from '../i18n/release-texts';
import type { ServerText } from '@citypass/languages/server-texts';
import type { PreviewLinkRefusal } from './preview-link';

// The page a preview link that opens nothing gets: plain words in the visitor's language, a way
// back to the site, no script.

/** Why a link opens nothing: its own refusals, a release the gate no longer passes, or (outside production) no dev server of this machine. */
export type PreviewRefusal = PreviewLinkRefusal | 'not-publishable' | 'not-a-dev-server';

const STATUS: Record<PreviewRefusal, number> = { tampered: 400, expired: 410, 'another-deployment': 400, 'not-publishable': 409, 'not-a-dev-server': 400 };

/** The address a developer opens to preview a dev server, as the dev server's refusal shows it. */
const DEV_SERVER_EXAMPLE = `${PREVIEW_PATHS.dev}?remote=bookings&url=http://localhost:3013/`;

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:0.5rem}' +
  'h1{font-size:1.5rem;margin-top:0}a{color:#0b5cad}';

/** The refusal's status and page, written in `language` with its texts (`t`). */
export function previewRefusalPage(refusal: PreviewRefusal, language: PageLanguage, t: ServerText<ReleaseTextId>): { status: number; html: string } {
  const title = t(`refusal.${refusal}.title`);
  const html =
    `<!doctype html><html lang="${language}" dir="${languageDirection(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t('refusal.page.title', { title }))}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(`refusal.${refusal}.text`, { example: DEV_SERVER_EXAMPLE }))}</p>` +
    `<p>${escapeHtml(t('refusal.unchanged'))}</p><p><a href="/">${escapeHtml(t('refusal.home'))}</a></p></main></body></html>`;
  return { status: STATUS[refusal], html };
}
