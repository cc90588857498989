import { isModalErrorCode, resolveError, type ResolvedError } from '@citypass/shared-ui/src/errors/resolve';

/**
 * Spec section 8: the authentication layer's names carry no text for visitors. A visitor sent to
 * sign-in with SessionRequired simply finds the form (the return address is kept in the query).
 */
const SILENT_CODES: ReadonlySet<string> = new Set(['SessionRequired', 'CLIENT_FETCH_ERROR', 'CLIENT_SESSION_ERROR']);

export type SignInNotice = { place: 'modal' | 'card'; error: ResolvedError };

/** Where the sign-in page shows a refusal: the spec's modal codes in the modal, others on the card. */
export function signInNotice(code: string | null): SignInNotice | null {
  if (code === null || SILENT_CODES.has(code)) return null;
  const error = resolveError(code);
  return { place: isModalErrorCode(error.code) ? 'modal' : 'card', error };
}
