import * as z from 'zod/mini';
import { REMOTE_NAMES } from './remotes';

// A team's preview of a release on the live site (the release service's signed preview links):
// the BFF serves the previewed release of a remote to the one browser that opened the link, and
// writes into its pages what they preview, for the shell's ribbon.

/** Where a preview link opens (it sets the browser's preview cookie), and where the ribbon ends it. */
export const PREVIEW_PATHS = {
  open: '/_preview',
  end: '/api/preview/end',
  /** Outside production only: one remote from a developer's dev server on this machine (`?remote=…&url=…`). */
  dev: '/_preview/dev',
} as const;

/** One remote a page previews: the release its link named, and whether the page could load it. */
const previewedRemoteSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  /** False when the release no longer passes the gate: the page loads the promoted release instead. */
  loaded: z.boolean(),
  /** Outside production: the developer's dev server the page loads the remote from, instead of a release. */
  devServer: z.optional(z.string()),
});
export type PreviewedRemote = z.infer<typeof previewedRemoteSchema>;

/** What a previewing browser's page previews (page-elements.ts: preview); the block is absent otherwise. */
export const pagePreviewSchema = z.object({ remotes: z.array(previewedRemoteSchema) });
export type PagePreview = z.infer<typeof pagePreviewSchema>;
