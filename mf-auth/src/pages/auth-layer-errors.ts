import { authErrorPageTexts, isErrorCode } from '@citypass/shared-ui/errors/catalogue';
import { resolveError, type ResolvedError } from '@citypass/shared-ui/errors/resolve';

type AuthLayerPageCode = Exclude<keyof typeof authErrorPageTexts, 'unknown'>;

const isAuthLayerPageCode = (code: string): code is AuthLayerPageCode =>
  code !== 'unknown' && Object.prototype.hasOwnProperty.call(authErrorPageTexts, code);

interface AuthErrorView {
  title: string;
  message: string;
  link?: ResolvedError['link'];
}

/** The auth layer's own page codes first, then the product catalogue, then a generic text. */
export function authErrorView(code: string | null): AuthErrorView {
  if (code !== null && isAuthLayerPageCode(code)) return authErrorPageTexts[code];
  if (code !== null && isErrorCode(code)) {
    const { title, message, link } = resolveError(code);
    return link ? { title, message, link } : { title, message };
  }
  return authErrorPageTexts.unknown;
}
