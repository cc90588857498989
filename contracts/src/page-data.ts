import * as z from 'zod/mini';
import { cityThemeSchema } from './city-theme';
import { PAGE_LANGUAGES } from './languages';
import { REMOTE_NAMES } from './remotes';

// What the BFF writes into the shell page it serves (the blocks of page-elements.ts) and answers
// on /api/config, as the shell reads it.

/** A remote as pages register it: by its entry script (remotes.ts: beside its manifest). */
const remoteEntrySchema = z.object({ name: z.enum(REMOTE_NAMES), entry: z.string() });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The city's accessibility statement's own facts, from its settings file. */
export const accessibilityStatementSchema = z.object({
  /** Where visitors report a barrier: a mailto: address or an https URL. */
  contact: z.string(),
  /** The day the statement was last reviewed (YYYY-MM-DD); none only outside production. */
  reviewed: z.nullable(z.string()),
  /** The body a visitor may turn to when the answer does not satisfy them. */
  escalation: z.nullable(z.object({ name: z.string(), url: z.string() })),
});
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;

/** The deployment's configuration as pages see it. */
export const appConfigSchema = z.object({
  /** The city's look in the page's language, from its settings file. */
  theme: cityThemeSchema,
  /** The city's languages, its default first (the pseudo-languages too, outside production). */
  languages: z.array(z.enum(PAGE_LANGUAGES)),
  remotes: z.array(remoteEntrySchema),
  analyticsId: z.nullable(z.string()),
  contactUrl: z.string(),
  customerServicesUrl: z.string(),
  accessibility: accessibilityStatementSchema,
  /** Whether pages keep the app for use without a network (the service worker), or remove it from browsers that had it. */
  offline: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** A remote build as its manifest names it: the scripts each exposed module needs at once, as absolute URLs, and its build's version. */
const remoteFilesSchema = z.object({
  exposes: z.record(z.string(), z.array(z.string())),
  version: z.optional(z.string()),
  /** The build's catalogue files by language, as absolute URLs (its LANGUAGE_FILES_FILE). */
  languages: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type RemoteFiles = z.infer<typeof remoteFilesSchema>;

/** The files each remote's exposed modules need first, by remote name, as far as known. */
export const remoteFilesByNameSchema = z.partialRecord(z.enum(REMOTE_NAMES), remoteFilesSchema);
export type RemoteFilesByName = z.infer<typeof remoteFilesByNameSchema>;
