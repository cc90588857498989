import { parseTeamHashes, releaseOriginProblems } from '@citypass/releases';
import { authSecretProblems } from '../auth/auth-secret';
import { languageProblems } from './city-languages';
import { lookProblems } from './city-look';
import { accessibilityStatementProblems } from './accessibility-statement';
import { attempt } from './config-messages';
import { contactLinkProblems, isPlaceholderHost } from './contact-links';
import type { Env } from './env';
import { readConfig } from './load-config';
import { securityContactProblems } from './security-contact';

/**
 * What production needs besides good values. Remote files load only with a release's integrity,
 * so without the registry no remote could load; the embedded reference service serves demo
 * orders, so a city books against its own reservations service.
 */
function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return [
    ...(env.REMOTES_FILE || !env.RELEASE_REGISTRY_FILE
      ? ['In production remotes load only as promoted releases: set RELEASE_REGISTRY_FILE, not REMOTES_FILE, which is for development (RELEASING.md)']
      : []),
    ...(env.UPSTREAM_URL
      ? []
      : ["UPSTREAM_URL must be set in production: the city's reservations service (the reference service with its demo orders runs only outside production)"]),
  ];
}

/** Every rule a configuration breaks, each on a line of its own; none for one a start accepts. */
export async function settingsProblems(env: Env): Promise<string[]> {
  return [
    ...(await lookProblems(env)),
    ...languageProblems(env.LANGUAGES),
    ...authSecretProblems(env),
    ...contactLinkProblems(env),
    ...securityContactProblems(env),
    ...accessibilityStatementProblems(env),
    ...releaseOriginProblems(env, isPlaceholderHost),
    ...productionProblems(env),
    ...attempt(() => parseTeamHashes(env.RELEASE_TOKENS)).problems,
  ];
}

export interface CheckedSettings {
  /** Null when the settings file or a variable could not be read. */
  env: Env | null;
  problems: string[];
}

/**
 * The settings file and the environment, read and checked as a start checks them, touching
 * nothing else: the rules apply only to settings that could be read, so one wrong field is not
 * reported again as each rule it breaks.
 */
export async function checkSettings(source: NodeJS.ProcessEnv): Promise<CheckedSettings> {
  const { env, problems } = readConfig(source);
  return { env, problems: [...problems, ...(env ? await settingsProblems(env) : [])] };
}
