import { REMOTE_NAMES } from '@citypass/contracts';
import { z } from 'zod';
import type { ReleaseOrigins } from './release-origin';

// Each remote's release origin (REMOTE_*_URL, the settings file's `remotes`): any static host or
// CDN, a base address with one folder per version below it (`<base><version>/mf-manifest.json`);
// until a version is promoted, pages load the build at its top (`<base>mf-manifest.json`).

export const releaseOriginUrl = z
  .url({ protocol: /^https?$/, error: (issue) => (issue.input === undefined ? 'is required' : 'must be an http or https URL') })
  .refine((url) => new URL(url).pathname.endsWith('/'), "must be the remote's release origin, ending in / (versions are folders below it)");

const originsSchema = Object.fromEntries(REMOTE_NAMES.map((name) => [name, releaseOriginUrl])) as Record<(typeof REMOTE_NAMES)[number], typeof releaseOriginUrl>;
export const releaseOriginsSchema = z.object(originsSchema).strict();

const VARIABLES = { auth: 'REMOTE_AUTH_URL', attractions: 'REMOTE_ATTRACTIONS_URL', bookings: 'REMOTE_BOOKINGS_URL' } as const;

const HEADING = 'Release origins must be https on a real host in production';

export type OriginSettings = { NODE_ENV: string; PUBLIC_URL: string } & Record<(typeof VARIABLES)[keyof typeof VARIABLES], string>;

/** The origins, as configured (a start checks them first: releaseOriginProblems). */
export const releaseOriginsOf = (env: OriginSettings) => Object.fromEntries(REMOTE_NAMES.map((name) => [name, env[VARIABLES[name]]])) as ReleaseOrigins;

/**
 * Production serves visitors from https origins on real hosts; only a rehearsal on one machine
 * (its own PUBLIC_URL on localhost or loopback) may use local ones. `isPlaceholderHost` is the
 * deployment's rule for every address it checks (a host that is no real one).
 */
export function releaseOriginProblems(env: OriginSettings, isPlaceholderHost: (hostname: string) => boolean): string[] {
  if (env.NODE_ENV !== 'production' || isPlaceholderHost(new URL(env.PUBLIC_URL).hostname)) return [];
  const origins = releaseOriginsOf(env);
  return REMOTE_NAMES.flatMap((name) => {
    const { protocol, hostname } = new URL(origins[name]);
    if (protocol === 'https:' && !isPlaceholderHost(hostname)) return [];
    return [`${HEADING}: remotes.${name} (${VARIABLES[name]}): ${origins[name]} is not https on a real host`];
  });
}
