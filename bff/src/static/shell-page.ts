import {
  PAGE_DATA_ELEMENT_IDS,
  type AppConfig,
  type PageReleases,
  type PublicSession,
  type RemoteEntry,
  type RemoteFilesByName,
} from '@citypass/shared-ui/contracts';

// The shell's page, answered with the deployment's configuration and the visitor's session in
// it and the remotes' manifests on their way: the shell starts loading remotes as soon as its
// script runs (the files they need first are named), and a signed-in visitor's page renders
// before the auth remote has loaded.

// The page's data follows the contracts the shell reads it with (data blocks: CSP never runs them).

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
  config: AppConfig;
  /** The visitor's, as the session endpoint shows it; null when signed out. */
  session: PublicSession | null;
  remoteFiles: RemoteFilesByName;
  /** The promoted release of each remote, with every script's integrity, and whether pages must check it. */
  releases: PageReleases;
  /** The page's token for its remotes' health reports (releases/src/health). */
  health?: string;
}

/**
 * A manifest is preloaded only when the shell may read it: checked against its release, or on a
 * page that checks nothing. The shell's fetch of it carries the integrity (browsers ignore
 * integrity on a fetch preload, and warn); the preloaded answer is what that fetch checks.
 */
function manifestPreload({ name, entry }: RemoteEntry, releases: PageReleases): string {
  if (releases.enforced && !releases.remotes[name]?.integrity['mf-manifest.json']) return '';
  return `<link rel="preload" href="${escapeAttribute(entry)}" as="fetch" crossorigin="anonymous">`;
}

export function renderShellPage(template: string, { config, session, remoteFiles, releases, health }: ShellPageData): string {
  // A manifest is small JSON, and the first step of loading its remote: fetched with the page,
  // it is there when the shell asks, rather than a round trip after the shell's script has run.
  const preloads = config.remotes.map((remote) => manifestPreload(remote, releases));
  const head = [
    ...preloads,
    dataBlock(PAGE_DATA_ELEMENT_IDS.config, config),
    dataBlock(PAGE_DATA_ELEMENT_IDS.session, session),
    dataBlock(PAGE_DATA_ELEMENT_IDS.remoteFiles, remoteFiles),
    dataBlock(PAGE_DATA_ELEMENT_IDS.releases, releases),
    health === undefined ? '' : dataBlock(PAGE_DATA_ELEMENT_IDS.health, health),
  ].join('');
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('The shell page has no </head>');
  return `${template.slice(0, at)}${head}${template.slice(at)}`;
}
