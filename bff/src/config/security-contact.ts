import { z } from 'zod';
import { headed, requiredOr } from './config-messages';
import { isPlaceholderHost } from './contact-links';

// Where security researchers report a vulnerability (the Contact of /.well-known/security.txt).
// RFC 9116 takes a mailto: address or an https URL. Like the contact links, a production
// deployment that names a placeholder does not start: a report sent there reaches nobody.

/** The development placeholder, refused in production. */
export const PLACEHOLDER_SECURITY_CONTACT = 'mailto:security@citypass.example';

/** The host a report goes to: the mail domain of a mailto: address, the host of an https URL; null when it is neither. */
export function contactHost(contact: string): string | null {
  if (!URL.canParse(contact)) return null;
  const url = new URL(contact);
  if (url.protocol === 'https:') return url.hostname;
  const address = /^[^@\s,?]+@([^@\s,?]+)$/.exec(url.pathname);
  return url.protocol === 'mailto:' && address ? address[1]! : null;
}

export const securityContactSchema = (message: string) =>
  z.string({ error: requiredOr(message) }).refine((contact) => contactHost(contact) !== null, message);

/** What stops a production start: a contact on a placeholder host. */
export function securityContactProblems(env: { NODE_ENV: string; SECURITY_CONTACT: string }): string[] {
  const host = contactHost(env.SECURITY_CONTACT);
  if (env.NODE_ENV !== 'production' || host === null || !isPlaceholderHost(host)) return [];
  return headed('The security contact must be on a real host in production', [
    `securityContact (SECURITY_CONTACT): ${env.SECURITY_CONTACT} is on a placeholder host (${host})`,
  ]);
}
