import { z } from 'zod';
import type { AccessibilityStatement } from '@citypass/contracts';
import { headed } from './config-messages';
import { isPlaceholderHost } from './contact-links';
import { httpUrl } from './http-url';
import { contactHost, securityContactSchema } from './security-contact';

// The city's accessibility statement (/accessibility): where visitors report a barrier, when the
// statement was last reviewed, and to whom they may escalate. Required in production, as the
// European Accessibility Act requires a statement of a booking site serving EU consumers.

const CONTACT_MESSAGE = 'must be a mailto: address or an https URL';

/** A day as YYYY-MM-DD that exists in the calendar. */
const reviewDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day as YYYY-MM-DD', abort: true })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'is not a day of the calendar');

/** The settings file's `accessibility`. */
export const accessibilitySettingsSchema = z
  .object({
    contact: securityContactSchema(CONTACT_MESSAGE),
    reviewed: reviewDay,
    escalation: z.object({ name: z.string().trim().min(1, 'must name the body'), url: httpUrl }).strict().optional(),
  })
  .strict();

/** The same settings as variables, which win over the file. */
export const accessibilityEnvSchema = {
  ACCESSIBILITY_CONTACT: securityContactSchema(`ACCESSIBILITY_CONTACT ${CONTACT_MESSAGE}`).optional(),
  ACCESSIBILITY_REVIEWED: reviewDay.optional(),
  ACCESSIBILITY_ESCALATION_NAME: z.string().trim().min(1).optional(),
  ACCESSIBILITY_ESCALATION_URL: httpUrl.optional(),
};

type StatementSettings = {
  NODE_ENV: string;
  CONTACT_URL: string;
  ACCESSIBILITY_CONTACT?: string;
  ACCESSIBILITY_REVIEWED?: string;
  ACCESSIBILITY_ESCALATION_NAME?: string;
  ACCESSIBILITY_ESCALATION_URL?: string;
};

export function accessibilitySettingsAsEnv(settings: z.infer<typeof accessibilitySettingsSchema> | undefined): Record<string, string | undefined> {
  return {
    ACCESSIBILITY_CONTACT: settings?.contact,
    ACCESSIBILITY_REVIEWED: settings?.reviewed,
    ACCESSIBILITY_ESCALATION_NAME: settings?.escalation?.name,
    ACCESSIBILITY_ESCALATION_URL: settings?.escalation?.url,
  };
}

const HEADING = "The accessibility statement's settings";

/** What stops a start: an escalation half given; in production, a missing contact or review day, or a contact nobody reads. */
export function accessibilityStatementProblems(env: StatementSettings): string[] {
  const problems: string[] = [];
  if (Boolean(env.ACCESSIBILITY_ESCALATION_NAME) !== Boolean(env.ACCESSIBILITY_ESCALATION_URL)) {
    problems.push('accessibility.escalation (ACCESSIBILITY_ESCALATION_NAME, ACCESSIBILITY_ESCALATION_URL): give both the name of the body and its address');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.ACCESSIBILITY_CONTACT) {
      problems.push(`accessibility.contact (ACCESSIBILITY_CONTACT): is required in production: where visitors report a barrier, ${CONTACT_MESSAGE}`);
    } else {
      const host = contactHost(env.ACCESSIBILITY_CONTACT);
      if (host && isPlaceholderHost(host)) problems.push(`accessibility.contact (ACCESSIBILITY_CONTACT): ${env.ACCESSIBILITY_CONTACT} is on a placeholder host (${host})`);
    }
    if (!env.ACCESSIBILITY_REVIEWED) problems.push('accessibility.reviewed (ACCESSIBILITY_REVIEWED): is required in production: the day the statement was last reviewed, as YYYY-MM-DD');
  }
  return headed(HEADING, problems);
}

/** The statement as pages show it; outside production, the contact page stands in for a missing contact. */
export function accessibilityStatementOf(env: StatementSettings): AccessibilityStatement {
  const { ACCESSIBILITY_ESCALATION_NAME: name, ACCESSIBILITY_ESCALATION_URL: url } = env;
  return {
    contact: env.ACCESSIBILITY_CONTACT ?? env.CONTACT_URL,
    reviewed: env.ACCESSIBILITY_REVIEWED ?? null,
    escalation: name && url ? { name, url } : null,
  };
}
