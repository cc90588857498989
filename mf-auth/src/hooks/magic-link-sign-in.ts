import type { SessionContextValue } from '@citypass/shared-ui/platform/session';

export const MAGIC_LINK_PROVIDER = 'magic-link-token';

type MagicLinkOutcome = { ok: true } | { ok: false; error: string };

/** Signs in with a magic-link token without leaving the page; a refusal carries the catalogue code. */
export async function signInWithMagicLink(
  signIn: SessionContextValue['signIn'],
  token: string,
  callbackUrl: string,
): Promise<MagicLinkOutcome> {
  try {
    const result = await signIn(MAGIC_LINK_PROVIDER, { magicLinkToken: token, callbackUrl, redirect: false });
    if (result?.ok) return { ok: true };
    return { ok: false, error: result?.error ?? 'SOMETHING_WRONG' };
  } catch {
    return { ok: false, error: 'SOMETHING_WRONG' };
  }
}
