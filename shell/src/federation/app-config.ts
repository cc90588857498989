import { PAGE_DATA_ELEMENT_IDS, type AppConfig } from '@citypass/shared-ui/contracts';
import { checkAppConfig } from '@citypass/shared-ui/src/platform/contract-checks';
import type { DeploymentLinks } from '@citypass/shared-ui/src/platform/deployment-links';
import { readPageData } from './page-data';

// The deployment's configuration, served by the BFF: the shell is built once and learns
// its brand and its remotes' addresses only at run time.
export type { AppConfig };

/** The deployment's help links, as the platform hands them to every page. */
export function deploymentLinksOf(config: AppConfig): DeploymentLinks {
  return { contact: config.contactUrl, customerServices: config.customerServicesUrl };
}

/** Where the BFF puts the configuration in the page it serves (a JSON data block). */
export const CONFIG_ELEMENT_ID = PAGE_DATA_ELEMENT_IDS.config;

/** The configuration the page carries; undefined when it carries none (the dev server's page). */
export function readPageAppConfig(doc: Document = document): AppConfig | undefined {
  const inline = readPageData(CONFIG_ELEMENT_ID, doc);
  return inline === undefined ? undefined : checkAppConfig(inline);
}

/** The configuration in the page, so no round trip is spent on it; a page without one fetches it. */
export async function loadAppConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  return readPageAppConfig(doc) ?? fetchAppConfig(fetchImpl);
}

export async function fetchAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/api/config', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`App configuration could not be loaded (HTTP ${response.status})`);
  return checkAppConfig(await response.json());
}
