import type { DeploymentLinks } from '@citypass/shared-ui/src/platform/deployment-links';
import { readPageData } from './page-data';

// The deployment's configuration, served by the BFF: the shell is built once and learns
// its brand and its remotes' addresses only at run time.
export const REMOTE_NAMES = ['auth', 'attractions', 'bookings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

export interface AppConfig {
  brand: string;
  remotes: RemoteEntry[];
  analyticsId: string | null;
  contactUrl: string;
  customerServicesUrl: string;
}

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name) && typeof entry === 'string';
}

export function parseAppConfig(value: unknown): AppConfig {
  if (typeof value !== 'object' || value === null) throw new Error('App configuration is not an object');
  const { brand, remotes, analyticsId, contactUrl, customerServicesUrl } = value as Record<string, unknown>;
  if (typeof brand !== 'string') throw new Error('App configuration has no brand');
  if (!Array.isArray(remotes) || !remotes.every(isRemoteEntry)) throw new Error('App configuration has invalid remotes');
  if (typeof contactUrl !== 'string') throw new Error('App configuration has no contact URL');
  if (typeof customerServicesUrl !== 'string') throw new Error('App configuration has no customer services URL');
  return {
    brand,
    remotes,
    analyticsId: typeof analyticsId === 'string' ? analyticsId : null,
    contactUrl,
    customerServicesUrl,
  };
}

/** The deployment's help links, as the platform hands them to every page. */
export function deploymentLinksOf(config: AppConfig): DeploymentLinks {
  return { contact: config.contactUrl, customerServices: config.customerServicesUrl };
}

/** Where the BFF puts the configuration in the page it serves (a JSON data block). */
export const CONFIG_ELEMENT_ID = 'app-config';

/** The configuration the page carries; undefined when it carries none (the dev server's page). */
export function readPageAppConfig(doc: Document = document): AppConfig | undefined {
  const inline = readPageData(CONFIG_ELEMENT_ID, doc);
  return inline === undefined ? undefined : parseAppConfig(inline);
}

/** The configuration in the page, so no round trip is spent on it; a page without one fetches it. */
export async function loadAppConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  return readPageAppConfig(doc) ?? fetchAppConfig(fetchImpl);
}

export async function fetchAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/api/config', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`App configuration could not be loaded (HTTP ${response.status})`);
  return parseAppConfig(await response.json());
}
