import { CONFIG_PATH, healthTokenSchema, PAGE_DATA_ELEMENT_IDS, type AppConfig, type PagePreview, type PageReleases, type RemoteFilesByName } from '@citypass/contracts';
import { checkAppConfig, checkPagePreview, checkPageReleases, checkRemoteFiles, checkSession } from '@citypass/shared-ui/platform/contract-checks';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import type { SessionData } from '@citypass/shared-ui/platform/session';

// What the BFF wrote into the page it served (the contracts' page data): the shell is built once
// and learns its brand, its remotes and the visitor's session only at run time, read here alone.

export type { AppConfig };

export interface PageData {
  /** The deployment's configuration; undefined when the page carries none (the dev server's page). */
  config: AppConfig | undefined;
  /** The visitor's session, null when signed out; undefined when the page does not say or it cannot be read. */
  session: SessionData | null | undefined;
  /** The scripts each remote's exposed modules need first; none when the page does not name them. */
  remoteFiles: RemoteFilesByName;
  /** The remotes' promoted releases and whether every remote file must be checked against them. */
  releases: PageReleases;
  /** The token the page's health reports carry; undefined when the page has none (then none are sent). */
  health?: string | undefined;
}

/** A JSON data block of the page; undefined when there is none. Throws when it is not JSON. */
function dataBlock(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function readSession(doc: Document): SessionData | null | undefined {
  try {
    const value = dataBlock(doc, PAGE_DATA_ELEMENT_IDS.session);
    return value === null ? null : checkSession(value);
  } catch {
    return undefined;
  }
}

/** What the page names of each remote's build (none when it names nothing readable). */
export function readRemoteFiles(doc: Document): RemoteFilesByName {
  try {
    return checkRemoteFiles(dataBlock(doc, PAGE_DATA_ELEMENT_IDS.remoteFiles));
  } catch {
    return {};
  }
}

/**
 * The dev server's page names no releases and loads its remotes unchecked; a page whose
 * releases cannot be read loads no remote file at all rather than one unchecked.
 */
export function readReleases(doc: Document): PageReleases {
  const refuseAll = { enforced: true, remotes: {} };
  try {
    const value = dataBlock(doc, PAGE_DATA_ELEMENT_IDS.releases);
    return value === undefined ? { enforced: false, remotes: {} } : (checkPageReleases(value) ?? refuseAll);
  } catch {
    return refuseAll;
  }
}

function readHealthToken(doc: Document): string | undefined {
  try {
    return healthTokenSchema.safeParse(dataBlock(doc, PAGE_DATA_ELEMENT_IDS.health)).data;
  } catch {
    return undefined;
  }
}

/** What the page previews, when a team's preview link set this browser's preview; undefined for every visitor's page. */
export function readPreview(doc: Document): PagePreview | undefined {
  try {
    return checkPagePreview(dataBlock(doc, PAGE_DATA_ELEMENT_IDS.preview));
  } catch {
    return undefined;
  }
}

/** The page's data; throws, naming the fields, when the page carries a configuration that is not valid. */
export function readPageData(doc: Document = document): PageData {
  const config = dataBlock(doc, PAGE_DATA_ELEMENT_IDS.config);
  return {
    config: config === undefined ? undefined : checkAppConfig(config),
    session: readSession(doc),
    remoteFiles: readRemoteFiles(doc),
    releases: readReleases(doc),
    health: readHealthToken(doc),
  };
}

/** The configuration from the BFF, for a page that carries none. */
export async function fetchAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl(CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`App configuration could not be loaded (HTTP ${response.status})`);
  return checkAppConfig(await response.json());
}

/** The deployment's help links, as the platform hands them to every page. */
export function deploymentLinksOf(config: AppConfig): DeploymentLinks {
  return { contact: config.contactUrl, customerServices: config.customerServicesUrl };
}
