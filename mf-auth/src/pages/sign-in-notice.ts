import { SILENT_AUTH_LAYER_NAMES } from '@citypass/shared-ui/errors/catalogue';
import { isModalErrorCode, resolveError, type ResolvedError } from '@citypass/shared-ui/errors/resolve';

/**
 * The authentication layer's names carry no text: a visitor sent to sign-in with SessionRequired
 * simply finds the form (the return address is kept in the query).
 */
const SILENT_CODES: ReadonlySet<string> = new Set(SILENT_AUTH_LAYER_NAMES);

type SignInNotice = { place: 'modal' | 'card'; error: ResolvedError };

/** Where the sign-in page shows a refusal: the spec's modal codes in the modal, others on the card. */
export function signInNotice(code: string | null): SignInNotice | null {
  if (code === null || SILENT_CODES.has(code)) return null;
  const error = resolveError(code);
  return { place: isModalErrorCode(error.code) ? 'modal' : 'card', error };
}
