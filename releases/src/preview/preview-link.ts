import { PREVIEW_PATHS, REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { decodeJwt, errors } from 'jose';
import { z } from 'zod';
import { createSignedTokens } from '../signed-tokens';

// A team's preview link: a JWT (HS256) naming the remote, the version, the team, the page to open
// and the deployment's public URL (its audience), until an expiry of at most a day, signed with a
// key derived from AUTH_SECRET. Whoever follows it gets that release in their own browser only
// (preview-cookie.ts); a link changed by one character, expired, or made for another deployment
// opens nothing.
/** The query parameter of the link that carries the token. */
export const PREVIEW_LINK_PARAM = 'link';

const claimsSchema = z.object({
  r: z.enum(REMOTE_NAMES),
  v: z.string().min(1).max(64),
  t: z.string().min(1).max(64),
  /** The page to open, a path of the site (the release API's previewPathSchema). */
  p: z.string().startsWith('/').max(500),
  exp: z.number().int(),
});

export interface PreviewGrant {
  remote: RemoteName;
  version: string;
  team: string;
  path: string;
  /** In ms since the epoch. */
  expiresAt: number;
}

/** Why a link opens nothing, as the page that refuses it tells. */
export type PreviewLinkRefusal = 'tampered' | 'expired' | 'another-deployment';

export type OpenedLink = { ok: true; grant: PreviewGrant } | { ok: false; refusal: PreviewLinkRefusal };

export interface PreviewLinks {
  /** The link for this grant, on the deployment's public URL. */
  mint(grant: PreviewGrant): Promise<string>;
  /** What a link's token grants, or why it grants nothing. */
  open(token: string): Promise<OpenedLink>;
}

export function createPreviewLinks(secret: string, publicUrl: string, options: { now?: () => number } = {}): PreviewLinks {
  const tokens = createSignedTokens(secret, 'City Pass preview link');
  const audience = new URL(publicUrl).origin;
  const now = options.now ?? Date.now;
  return {
    async mint({ remote, version, team, path, expiresAt }) {
      const token = await tokens.sign({ r: remote, v: version, t: team, p: path }, { audience, issuedAt: now(), expiresAt });
      const link = new URL(PREVIEW_PATHS.open, audience);
      link.searchParams.set(PREVIEW_LINK_PARAM, token);
      return link.href;
    },
    async open(token) {
      // The audience is read before the signature: another deployment's link is told apart, though
      // its signature (another secret) could never pass here anyway.
      let claimed: unknown;
      try {
        claimed = decodeJwt(token).aud;
      } catch {
        return { ok: false, refusal: 'tampered' };
      }
      if (claimed !== audience) return { ok: false, refusal: claimed === undefined ? 'tampered' : 'another-deployment' };
      try {
        const claims = claimsSchema.safeParse(await tokens.verify(token, { now: now(), audience }));
        if (!claims.success) return { ok: false, refusal: 'tampered' };
        const { r: remote, v: version, t: team, p: path, exp } = claims.data;
        return { ok: true, grant: { remote, version, team, path, expiresAt: exp * 1000 } };
      } catch (error) {
        return { ok: false, refusal: error instanceof errors.JWTExpired ? 'expired' : 'tampered' };
      }
    },
  };
}
