import type { PreviewLinkRefusal } from './preview-link';

// The page a preview link that opens nothing gets: plain words, a way back to the site, no script.

/** Why a link opens nothing: its own refusals, a release the gate no longer passes, or (outside production) no dev server of this machine. */
export type PreviewRefusal = PreviewLinkRefusal | 'not-publishable' | 'not-a-dev-server';

const REFUSALS: Record<PreviewRefusal, { status: number; title: string; text: string }> = {
  tampered: {
    status: 400,
    title: 'This preview link is not valid',
    text: 'It may have been changed, or cut short when it was copied. Ask the team that sent it for a new link.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    text: 'Preview links work for a limited time. Ask the team that sent it for a new one.',
  },
  'another-deployment': {
    status: 400,
    title: 'This preview link is for another site',
    text: 'It was made for another City Pass site. Open it there, or ask the team for a link to this one.',
  },
  'not-publishable': {
    status: 409,
    title: 'This release can no longer be previewed',
    text: 'The release this link opens no longer passes the release checks, so it is not shown. Ask the team for a link to a newer release.',
  },
  'not-a-dev-server': {
    status: 400,
    title: 'This dev server cannot be previewed',
    text: 'Give remote= (auth, attractions or bookings) and url= the address of your dev server on this machine, such as /_preview/dev?remote=bookings&amp;url=http://localhost:3013/',
  },
};

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:0.5rem}' +
  'h1{font-size:1.5rem;margin-top:0}a{color:#0b5cad}';

/** The refusal's status and page. */
export function previewRefusalPage(refusal: PreviewRefusal): { status: number; html: string } {
  const { status, title, text } = REFUSALS[refusal];
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title} · City Pass Bookings</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p>Nothing has changed in this browser.</p><p><a href="/">Go to City Pass Bookings</a></p></main></body></html>`;
  return { status, html };
}
