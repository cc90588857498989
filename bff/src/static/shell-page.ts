import { PAGE_DATA_ELEMENT_IDS, type LegacyNotice, type PagePreview } from '@citypass/contracts';
import escapeHtml from 'escape-html';
import { inLanguage } from '../languages/page-language';
import { pageStartTags, type PageStartInput } from './page-start';

// The shell's page, answered with the deployment's configuration and the visitor's session in
// it, and what the page shows first on its way (page-start.ts): a signed-in visitor's page renders
// before the auth remote has loaded.

// The page's data follows the contracts the shell reads it with (data blocks: CSP never runs them).

// JSON inside <script> must not close the element or start a comment; \u2028/\u2029 are escaped for old parsers.
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function dataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}

export interface ShellPageData extends PageStartInput {
  /** The page's token for its remotes' health reports (releases/src/health). */
  health?: string;
  /** What the page previews, in a browser that opened a team's preview link. */
  preview?: PagePreview;
  /** Links to the page's other language versions, for search engines (languages/page-language.ts). */
  alternates: readonly string[];
  /** The installed app's manifest, icon and colour (app-manifest.ts). */
  app: readonly string[];
  /** What a browser too old for the app shows, in the page's language. */
  legacyNotice: LegacyNotice;
  /** The template's own words (its description for search results, its `<noscript>`), in the page's language. */
  words: PageWords;
}

export interface PageWords {
  description: string;
  noscript: string;
}

// The description's content as the build writes it: quoted, or bare once the HTML is minified.
const DESCRIPTION = /(<meta\s+name=["']?description["']?\s+content=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const NOSCRIPT = /(<noscript>)[\s\S]*?(<\/noscript>)/i;

/** The template's description and `<noscript>` in the page's language: text, escaped. */
function inWords(template: string, words: PageWords): string {
  return template
    .replace(DESCRIPTION, (_, start: string) => `${start}"${escapeHtml(words.description)}"`)
    .replace(NOSCRIPT, (_, open: string, close: string) => `${open}${escapeHtml(words.noscript)}${close}`);
}

export function renderShellPage(template: string, { health, preview, alternates, app, legacyNotice, words, ...page }: ShellPageData): string {
  const { config, session, remoteFiles, releases } = page;
  const head = [
    ...alternates,
    ...app,
    ...pageStartTags(page),
    dataBlock(PAGE_DATA_ELEMENT_IDS.config, config),
    dataBlock(PAGE_DATA_ELEMENT_IDS.session, session),
    dataBlock(PAGE_DATA_ELEMENT_IDS.remoteFiles, remoteFiles),
    dataBlock(PAGE_DATA_ELEMENT_IDS.releases, releases),
    health === undefined ? '' : dataBlock(PAGE_DATA_ELEMENT_IDS.health, health),
    preview === undefined ? '' : dataBlock(PAGE_DATA_ELEMENT_IDS.preview, preview),
    dataBlock(PAGE_DATA_ELEMENT_IDS.legacyNotice, legacyNotice),
  ].join('');
  const written = inWords(inLanguage(template, page.language), words);
  const at = written.indexOf('</head>');
  if (at < 0) throw new Error('The shell page has no </head>');
  return `${written.slice(0, at)}${head}${written.slice(at)}`;
}
