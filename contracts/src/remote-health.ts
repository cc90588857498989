import * as z from 'zod/mini';
import { REMOTE_NAMES } from './remotes';

// How each remote fared on one page, as the shell reports it (routes.ts: HEALTH_REPORTS_PATH) and
// the BFF counts it per release: the canary of a release that fails in browsers is stopped on these
// counts. A report counts only with the token the BFF wrote into that page (page-elements.ts:
// health), so reports cannot be made up; nothing in it is about the visitor.

export const REMOTE_OUTCOMES = ['started', 'failed'] as const;
export type RemoteOutcome = (typeof REMOTE_OUTCOMES)[number];

/** Why a remote failed: its files could not be fetched, were not the released ones, took too long, or its page threw. */
export const REMOTE_FAILURE_KINDS = ['network', 'integrity', 'timeout', 'render'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** Room for a token naming every remote's longest version and every remote previewed, and a bound on what a report may carry. */
export const HEALTH_TOKEN_MAX_LENGTH = 560;

/** The page's token, opaque to the shell: a compact JWS (header, payload and signature, each base64url). */
export const healthTokenSchema = z.string().check(z.maxLength(HEALTH_TOKEN_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/));

/** A release's version as the registry names it (package version and build hash). */
const versionSchema = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/));

const reportFields = {
  remote: z.enum(REMOTE_NAMES),
  version: versionSchema,
  token: healthTokenSchema,
};

/** One remote's outcome on one page: the body of a health report. */
export const remoteHealthReportSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ ...reportFields, outcome: z.literal('started') }),
  z.strictObject({ ...reportFields, outcome: z.literal('failed'), failure: z.enum(REMOTE_FAILURE_KINDS) }),
]);
export type RemoteHealthReport = z.infer<typeof remoteHealthReportSchema>;
