import type { PublicSession } from '../auth/session-claims';
import type { RemoteFiles } from './remote-files';

// The shell's page, answered with the deployment's configuration and the visitor's session in
// it and the remotes' manifests on their way: the shell starts loading remotes as soon as its
// script runs (the files they need first are named), and a signed-in visitor's page renders
// before the auth remote has loaded.

export interface PublicAppConfig {
  brand: string;
  remotes: { name: string; entry: string }[];
  analyticsId: string | null;
  contactUrl: string;
  customerServicesUrl: string;
}

/** The elements the shell reads its configuration and session from (data blocks: CSP never runs them). */
export const CONFIG_ELEMENT_ID = 'app-config';
export const SESSION_ELEMENT_ID = 'app-session';
export const REMOTE_FILES_ELEMENT_ID = 'app-remote-files';

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

function dataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}

export interface ShellPageData {
  config: PublicAppConfig;
  /** The visitor's, as the session endpoint shows it; null when signed out. */
  session: PublicSession | null;
  /** The files each remote's exposed modules need first, by remote name, as far as known. */
  remoteFiles: Record<string, RemoteFiles>;
}

export function renderShellPage(template: string, { config, session, remoteFiles }: ShellPageData): string {
  // A manifest is small JSON, and the first step of loading its remote: fetched with the page,
  // it is there when the shell asks, rather than a round trip after the shell's script has run.
  const preloads = config.remotes.map(
    (remote) => `<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin="anonymous">`,
  );
  const head = [
    ...preloads,
    dataBlock(CONFIG_ELEMENT_ID, config),
    dataBlock(SESSION_ELEMENT_ID, session),
    dataBlock(REMOTE_FILES_ELEMENT_ID, remoteFiles),
  ].join('');
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('The shell page has no </head>');
  return `${template.slice(0, at)}${head}${template.slice(at)}`;
}
