// The shell's page, answered with the deployment's configuration already in it: the shell then
// starts loading remotes as soon as its script runs, without a round trip for /api/config.

export interface PublicAppConfig {
  brand: string;
  remotes: { name: string; entry: string }[];
  analyticsId: string | null;
  contactUrl: string;
}

/** The element the shell reads its configuration from (a data block: CSP never runs it). */
export const CONFIG_ELEMENT_ID = 'app-config';
// Every page needs the auth remote (it provides the session), so its manifest is fetched at once.
const PRELOADED_REMOTE = 'auth';

// JSON inside <script> must not close the element or start a comment; \u2028/\u2029 are escaped for old parsers.
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function renderShellPage(template: string, config: PublicAppConfig): string {
  const preloads = config.remotes
    .filter((remote) => remote.name === PRELOADED_REMOTE)
    .map((remote) => `<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin="anonymous">`);
  const head = [...preloads, `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(config)}</script>`].join('');
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('The shell page has no </head>');
  return `${template.slice(0, at)}${head}${template.slice(at)}`;
}
