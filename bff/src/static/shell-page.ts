import { PAGE_DATA_ELEMENT_IDS, type AppConfig, type PageReleases, type PublicSession, type RemoteFilesByName } from '@citypass/shared-ui/contracts';
import { pageStartTags } from './page-start';

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

export interface ShellPageData {
  /** The path the page is answered at: the route whose first files and call it starts. */
  pathname: string;
  config: AppConfig;
  /** The visitor's, as the session endpoint shows it; null when signed out. */
  session: PublicSession | null;
  remoteFiles: RemoteFilesByName;
  /** The promoted release of each remote, with every script's integrity, and whether pages must check it. */
  releases: PageReleases;
  /** The page's token for its remotes' health reports (releases/src/health). */
  health?: string;
}

export function renderShellPage(template: string, { pathname, config, session, remoteFiles, releases, health }: ShellPageData): string {
  const head = [
    ...pageStartTags({ pathname, config, session, remoteFiles, releases }),
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
