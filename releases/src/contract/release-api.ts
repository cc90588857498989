import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { z } from 'zod';
import { CANARY_PERCENT } from './canary-share';

// The release API's one description: what each call accepts and answers, for the router, the
// command line and the releases page alike. zod and the shared contracts only, so a browser
// bundle can use it.

const perRemote = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, schema])) as Record<RemoteName, T>);
const remoteName = z.enum(REMOTE_NAMES);

const percentWords = `${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`;
/** A canary's share of visitors, in percent. */
export const canaryPercentSchema = z
  .number({ error: `percent: give the share of visitors, ${percentWords}` })
  .int('percent: a whole number')
  .min(CANARY_PERCENT.min, `percent: at least ${CANARY_PERCENT.min}`)
  .max(CANARY_PERCENT.max, `percent: at most ${CANARY_PERCENT.max}`);

export const canarySchema = z.object({ version: z.string(), percent: canaryPercentSchema });

export const historyEntrySchema = z.object({
  action: z.enum(['promote', 'rollback', 'canary', 'canary-stop']),
  team: z.string(),
  at: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  /** A canary's share of visitors, in percent. */
  percent: z.number().int().optional(),
  reason: z.string(),
});

// What each call accepts.
export const remoteParams = z.object({ remote: z.enum(REMOTE_NAMES, { error: `remote: must be one of ${REMOTE_NAMES.join(', ')}` }) });
const version = z.string({ error: 'version: give the version to use' }).min(1, 'version: give the version to use');
const reason = z.string({ error: 'reason: give a reason for the change' }).trim().min(1, 'reason: give a reason for the change').max(500);
export const registerBody = z.object({ version });
export const promoteBody = z.object({ version, reason });
export const reasonBody = z.object({ reason });
export const canaryBody = z.object({ version, percent: canaryPercentSchema, reason });

/** How long a preview link works, in minutes: an hour unless the team asks, a day at most. */
export const PREVIEW_MINUTES = { default: 60, min: 1, max: 24 * 60 } as const;
/**
 * The page a preview link opens: a path of the site (with its query), never another origin; the
 * BFF sends the browser there on its own origin.
 */
export const previewPathSchema = z
  .string({ error: 'path: give the page to open, such as /bookings' })
  .max(500, 'path: at most 500 characters')
  .regex(/^\/(?![/\\])[^\s\\#]*$/, 'path: a path of the site starting with one /, such as /bookings');
export const previewBody = z.object({
  version,
  path: previewPathSchema.default('/'),
  minutes: z
    .number({ error: `minutes: how long the link works, ${PREVIEW_MINUTES.min} to ${PREVIEW_MINUTES.max}` })
    .int('minutes: a whole number')
    .min(PREVIEW_MINUTES.min, `minutes: at least ${PREVIEW_MINUTES.min}`)
    .max(PREVIEW_MINUTES.max, `minutes: at most ${PREVIEW_MINUTES.max} (24 hours)`)
    .default(PREVIEW_MINUTES.default),
});

// What each call answers.
/** `GET /`: each remote's promoted, published and canary releases. */
export const releasesListingSchema = z.object({
  remotes: perRemote(z.object({ promoted: z.string().nullable(), published: z.array(z.string()), canary: canarySchema.nullable() })),
});
/** `GET /:remote/history`: the remote's changes, oldest first. */
export const remoteHistorySchema = z.object({ remote: remoteName, history: z.array(historyEntrySchema) });
/** `GET /history`: every remote's changes, oldest first. */
export const allHistorySchema = z.object({ remotes: perRemote(z.array(historyEntrySchema)) });
/** `POST /:remote/versions`. */
export const registeredSchema = z.object({ remote: remoteName, version: z.string() });
/** `POST /:remote/promote`, `/rollback` and `/canary/stop`: the move made. */
export const moveSchema = z.object({ remote: remoteName, from: z.string().nullable(), to: z.string() });
/** `POST /:remote/canary`. */
export const canaryStartedSchema = z.object({ remote: remoteName, canary: canarySchema, stable: z.string().nullable() });

/** `POST /:remote/preview`: the signed link that opens the release in the browser that follows it. */
export const previewLinkSchema = z.object({ remote: remoteName, version: z.string(), url: z.string(), expiresAt: z.string() });

export const healthCountsSchema = z.object({ loads: z.number().int().min(0), failures: z.number().int().min(0) });
/** `GET /health`: each remote's releases with their page loads and failures over the window. */
export const releasesHealthSchema = z.object({
  windowMs: z.number(),
  /** Whether the counts are the fleet's (in Redis) or the answering instance's own. */
  sharedByFleet: z.boolean(),
  remotes: perRemote(z.record(z.string(), healthCountsSchema)),
  /** The same for pages that previewed a release (a team's preview link): never counted for a canary or stable. */
  previews: perRemote(z.record(z.string(), healthCountsSchema)),
});

/** Why a call changed nothing: a code, its message, and the contract gate's problems when it found some. */
export const refusalSchema = z.object({ error_code: z.string(), message: z.string().optional(), problems: z.array(z.string()).optional() });

export type Canary = z.infer<typeof canarySchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type ReleasesListing = z.infer<typeof releasesListingSchema>;
export type RemoteListing = ReleasesListing['remotes'][RemoteName];
export type RemoteHistory = z.infer<typeof remoteHistorySchema>;
export type AllHistory = z.infer<typeof allHistorySchema>;
export type Registered = z.infer<typeof registeredSchema>;
export type Move = z.infer<typeof moveSchema>;
export type CanaryStarted = z.infer<typeof canaryStartedSchema>;
export type PreviewLink = z.infer<typeof previewLinkSchema>;
export type HealthCounts = z.infer<typeof healthCountsSchema>;
export type ReleasesHealth = z.infer<typeof releasesHealthSchema>;
export type Refusal = z.infer<typeof refusalSchema>;
