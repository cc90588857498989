import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { brandSettingsSchema } from '@citypass/city-look';
import { issueLines, SettingsProblems } from './config-messages';
import { ANALYTICS_ID_PATTERN } from './env';
import { releaseOriginsSchema } from '@citypass/releases';
import { accessibilitySettingsAsEnv, accessibilitySettingsSchema } from './accessibility-statement';
import { httpUrl } from './http-url';
import { securityContactSchema } from './security-contact';

// One JSON file per deployment holds what differs from city to city. Secrets never go in it:
// the file is meant to be committed and reviewed; AUTH_SECRET stays in the environment.

const settingsSchema = z
  .object(
    {
      brand: brandSettingsSchema,
      publicUrl: httpUrl,
      contactUrl: httpUrl,
      customerServicesUrl: httpUrl,
      securityContact: securityContactSchema('must be a mailto: address or an https URL'),
      accessibility: accessibilitySettingsSchema.optional(),
      analyticsId: z.string().regex(ANALYTICS_ID_PATTERN, 'must look like GTM-XXXXXXX').nullable().optional(),
      languages: z.array(z.string(), { error: 'must be a list of language tags, the default first' }).optional(),
      remotes: releaseOriginsSchema.optional(),
      offline: z.boolean({ error: 'must be true or false' }).optional(),
    },
    { error: 'must be a JSON object of settings' },
  )
  .strict();

type DeploymentSettings = z.infer<typeof settingsSchema>;

const unknownKey = (key: string) =>
  /secret|password/i.test(key) ? 'secrets stay in the environment (AUTH_SECRET), never in the settings file' : 'is not a setting';

export function parseDeploymentSettings(value: unknown, source: string): DeploymentSettings {
  const result = settingsSchema.safeParse(value);
  if (!result.success) {
    throw new SettingsProblems(`Invalid deployment settings in ${source}`, issueLines(result.error.issues, unknownKey, '(file)'));
  }
  return result.data;
}

export function readDeploymentFile(file: string): DeploymentSettings {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The deployment settings file ${file} could not be read (${(error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The deployment settings file ${file} is not valid JSON (${(error as Error).message})`);
  }
  return parseDeploymentSettings(value, file);
}

/** The file's settings under the names of the variables that stand for them (which win over it). */
export function settingsAsEnv(settings: DeploymentSettings): Record<string, string> {
  const named: Record<string, string | null | undefined> = {
    LANGUAGES: settings.languages?.join(','),
    PUBLIC_URL: settings.publicUrl,
    CONTACT_URL: settings.contactUrl,
    CUSTOMER_SERVICES_URL: settings.customerServicesUrl,
    SECURITY_CONTACT: settings.securityContact,
    ...accessibilitySettingsAsEnv(settings.accessibility),
    ANALYTICS_ID: settings.analyticsId,
    REMOTE_AUTH_URL: settings.remotes?.auth,
    REMOTE_ATTRACTIONS_URL: settings.remotes?.attractions,
    REMOTE_BOOKINGS_URL: settings.remotes?.bookings,
    OFFLINE: settings.offline === undefined ? undefined : settings.offline ? 'on' : 'off',
  };
  return Object.fromEntries(Object.entries(named).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
