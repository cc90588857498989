import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { z } from 'zod';
import { createSignedTokens } from '../signed-tokens';

// What a previewing browser previews, kept in its own HttpOnly cookie: a JWT (HS256, a key of its
// own derived from AUTH_SECRET) listing each previewed remote's version and expiry, so no page
// can add a remote or a version to it, and each preview ends when its link would have.

export interface Preview {
  remote: RemoteName;
  version: string;
  /** In ms since the epoch. */
  expiresAt: number;
  /** Outside production: the manifest of a developer's dev server, loaded instead of a release. */
  devServer?: string;
}

const claimsSchema = z.object({
  pv: z
    .array(z.object({ r: z.enum(REMOTE_NAMES), v: z.string().min(1).max(64), e: z.number().int(), d: z.url().max(300).optional() }))
    .max(REMOTE_NAMES.length),
});

export interface PreviewCookies {
  /** The cookie's value for these previews; it expires with the last of them. */
  seal(previews: readonly Preview[]): Promise<string>;
  /** The previews a cookie holds that have not expired; none when it is not one of ours. */
  open(value: string | undefined): Promise<Preview[]>;
}

export function createPreviewCookies(secret: string, options: { now?: () => number } = {}): PreviewCookies {
  const tokens = createSignedTokens(secret, 'City Pass preview cookie');
  const now = options.now ?? Date.now;
  return {
    seal(previews) {
      const last = Math.max(...previews.map(({ expiresAt }) => expiresAt));
      const entries = previews.map(({ remote, version, expiresAt, devServer }) => ({
        r: remote,
        v: version,
        e: Math.floor(expiresAt / 1000),
        ...(devServer ? { d: devServer } : {}),
      }));
      return tokens.sign({ pv: entries }, { expiresAt: last });
    },
    async open(value) {
      if (!value) return [];
      try {
        const claims = claimsSchema.safeParse(await tokens.verify(value, { now: now() }));
        if (!claims.success) return [];
        return claims.data.pv
          .map(({ r, v, e, d }) => ({ remote: r, version: v, expiresAt: e * 1000, ...(d ? { devServer: d } : {}) }))
          .filter(({ expiresAt }) => expiresAt > now());
      } catch {
        return [];
      }
    },
  };
}

/** The previews with `added` in them, replacing an earlier preview of its remote (one version per remote). */
export function withPreview(previews: readonly Preview[], added: Preview): Preview[] {
  return [...previews.filter(({ remote }) => remote !== added.remote), added];
}
