import type { Logger } from 'pino';
import { headed, SettingsProblems } from './config-messages';

// Where visitors are sent for help (the footer's Contact Us, "Contact customer services"). A
// production deployment that sends them to a placeholder does not start; development keeps the
// placeholders and says so once.

export class ContactLinksError extends SettingsProblems {}

const HEADING = 'Contact links must be https on a real host in production';

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

type LinkSettings = { NODE_ENV: string; CONTACT_URL: string; CUSTOMER_SERVICES_URL: string };

/** Each link a production deployment would refuse, whatever NODE_ENV says. */
function linkProblems(env: LinkSettings): string[] {
  const named = [
    { setting: 'contactUrl', variable: 'CONTACT_URL', url: env.CONTACT_URL },
    { setting: 'customerServicesUrl', variable: 'CUSTOMER_SERVICES_URL', url: env.CUSTOMER_SERVICES_URL },
  ];
  return named.flatMap(({ setting, variable, url }) => {
    const problem = productionProblem(url);
    return problem ? [`${setting} (${variable}): ${problem}`] : [];
  });
}

/** What stops a start: a placeholder link, in production only. */
export function contactLinkProblems(env: LinkSettings): string[] {
  return env.NODE_ENV === 'production' ? headed(HEADING, linkProblems(env)) : [];
}

export function resolveContactLinks(env: LinkSettings, logger: Pick<Logger, 'warn'>): ContactLinks {
  const links = { contactUrl: env.CONTACT_URL, customerServicesUrl: env.CUSTOMER_SERVICES_URL };
  const problems = linkProblems(env);
  if (problems.length === 0) return links;
  if (env.NODE_ENV === 'production') throw new ContactLinksError(HEADING, problems);
  logger.warn(
    links,
    'Contact links are development placeholders: set contactUrl and customerServicesUrl in the deployment settings file before going live',
  );
  return links;
}
