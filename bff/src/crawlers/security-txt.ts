// The deployment's security.txt (RFC 9116). Its Expires is computed: the file is made from the
// settings the instance started with, so it is as current as they are, and an expiry in a
// settings file would only go stale unnoticed. It is a fixed span after the day of the answer, so
// every instance of a fleet answers the same text all day.

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** How far ahead the file's Expires lies (RFC 9116 recommends less than a year). */
export const SECURITY_TXT_LIFETIME_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SecurityTxtSettings {
  /** Where to report a vulnerability: a mailto: address or an https URL. */
  securityContact: string;
  publicUrl: string;
}

export function securityTxt({ securityContact, publicUrl }: SecurityTxtSettings, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_LIFETIME_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  // RFC 9116 allows a Canonical address only on https.
  const canonical = publicUrl.startsWith('https://') ? [`Canonical: ${new URL(SECURITY_TXT_PATH, publicUrl).href}`] : [];
  return [`Contact: ${securityContact}`, `Expires: ${expires}`, ...canonical, 'Preferred-Languages: en', ''].join('\n');
}
