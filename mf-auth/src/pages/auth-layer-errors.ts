import { resolveError, type ResolvedError } from '@citypass/shared-ui/src/errors/resolve';
import { isErrorCode } from '@citypass/shared-ui/src/errors/catalogue';

/** The auth layer's page-level codes (protocol section 6, GET /error) and what they mean to a visitor. */
const authLayerPages: Record<string, Omit<ResolvedError, 'code'>> = {
  Configuration: {
    title: 'Sign-in is unavailable right now',
    message: "There's a problem on our side. Please try again in a few minutes.",
  },
  AccessDenied: {
    title: 'Access denied',
    message: "You can't sign in with these details. Please check your order number and email address.",
  },
  Verification: {
    title: 'This sign-in link can no longer be used',
    message: 'It has expired or has already been used. Please sign in with your order number and email address.',
  },
};

const fallback = {
  title: 'There was a problem signing you in',
  message: 'Something went wrong, please try again',
};

export interface AuthErrorView {
  title: string;
  message: string;
  link?: ResolvedError['link'];
}

/** The auth layer's own codes first, then the product catalogue, then a generic text. */
export function authErrorView(code: string | null): AuthErrorView {
  if (code !== null && Object.prototype.hasOwnProperty.call(authLayerPages, code)) {
    return authLayerPages[code] ?? fallback;
  }
  if (code !== null && isErrorCode(code)) {
    const { title, message, link } = resolveError(code);
    return link ? { title, message, link } : { title, message };
  }
  return fallback;
}
