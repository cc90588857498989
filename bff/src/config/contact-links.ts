import type { Logger } from 'pino';

// Where visitors are sent for help (the footer's Contact Us, "Contact customer services"). A
// production deployment that sends them to a placeholder does not start; development keeps the
// placeholders and says so once.

export class ContactLinksError extends Error {}

export interface ContactLinks {
  contactUrl: string;
  customerServicesUrl: string;
}

const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost'];

/** Hosts no visitor can reach: reserved example and test names, localhost, loopback, single labels. */
export function isPlaceholderHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '[::1]' || /^127(\.\d+){3}$/.test(host)) return true;
  if (!host.includes('.')) return true;
  if (RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  return RESERVED_TOP_LEVEL.includes(host.slice(host.lastIndexOf('.') + 1));
}

function productionProblem(url: string): string | null {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') return `${url} is not https`;
  if (isPlaceholderHost(hostname)) return `${url} is on a placeholder host (${hostname})`;
  return null;
}

export function resolveContactLinks(
  env: { NODE_ENV: string; CONTACT_URL: string; CUSTOMER_SERVICES_URL: string },
  logger: Pick<Logger, 'warn'>,
): ContactLinks {
  const links = { contactUrl: env.CONTACT_URL, customerServicesUrl: env.CUSTOMER_SERVICES_URL };
  const named = [
    { setting: 'contactUrl', variable: 'CONTACT_URL', url: links.contactUrl },
    { setting: 'customerServicesUrl', variable: 'CUSTOMER_SERVICES_URL', url: links.customerServicesUrl },
  ];
  const problems = named.flatMap(({ setting, variable, url }) => {
    const problem = productionProblem(url);
    return problem ? [`  ${setting} (${variable}): ${problem}`] : [];
  });
  if (problems.length === 0) return links;
  if (env.NODE_ENV === 'production') {
    throw new ContactLinksError(`Contact links must be https on a real host in production:\n${problems.join('\n')}`);
  }
  logger.warn(
    links,
    'Contact links are development placeholders: set contactUrl and customerServicesUrl in the deployment settings file before going live',
  );
  return links;
}
