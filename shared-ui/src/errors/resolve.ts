import { errorTexts, isErrorCode, type CataloguedErrorCode, type ErrorCode, type ErrorLink } from '@citypass/shared-ui/errors/catalogue';
import type { Format } from '@citypass/shared-ui/platform/i18n';
import { sharedTexts, type SharedTextId } from '@citypass/shared-ui/platform/shared-texts';

export interface ResolvedError {
  code: CataloguedErrorCode;
  title: string;
  message: string;
  link?: ErrorLink;
}

export interface ErrorContext {
  /** Passes selected for the booking; decides which NO_AVAILABILITY text applies. */
  passCount?: number;
}

/** The long no-availability message is for more than this many passes. */
const LONG_NO_AVAILABILITY_PASS_COUNT = 2;

/**
 * Codes shown in the notification modal. WINDOW_ELAPSED joins the spec's list because an
 * amend or cancel refused for a missed window is only understandable with its text.
 */
export const MODAL_ERROR_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'AV-004',
  'ADAPTOR_ERROR',
  'BOOKING-017',
  'BOOKING-014',
  'OVERLAPPING_RESERVATION',
  'RESERVATION_OUTSIDE_PASS_DURATION',
  'TIMESLOT_UNAVAILABLE',
  'AUTH-007',
  'AUTH-008',
  'UNVERIFIED_EMAIL',
  'WINDOW_ELAPSED',
]);

/** The catalogue's code for what a call answered: its own, a family's, the right NO_AVAILABILITY, else SOMETHING_WRONG. */
export function resolveErrorCode(code: string | undefined, context: ErrorContext = {}): CataloguedErrorCode {
  if (code === undefined || code === '') return 'SOMETHING_WRONG';
  if (code === 'NO_AVAILABILITY' || code === 'NO_AVAILABILITY_SHORT') {
    const passCount = context.passCount;
    if (passCount === undefined) return code;
    return passCount > LONG_NO_AVAILABILITY_PASS_COUNT ? 'NO_AVAILABILITY' : 'NO_AVAILABILITY_SHORT';
  }
  if (isErrorCode(code)) return code;
  // Sub-codes such as AUTH-003-1 share AUTH-002's text; only the exact AUTH-003 asks to confirm the e-mail.
  if (code.startsWith('AUTH-003-')) return 'AUTH-002';
  return 'SOMETHING_WRONG';
}

/**
 * The code's texts in the page's language, or in the language of `t` (a component's
 * `sharedTexts.useT()`, so it renders again when the visitor switches).
 */
export function resolveError(code: string | undefined, context: ErrorContext = {}, t: Format<SharedTextId> = sharedTexts.text): ResolvedError {
  const resolved = resolveErrorCode(code, context);
  return { code: resolved, ...errorTexts(resolved, t) };
}

export function isModalErrorCode(code: string | undefined): boolean {
  return code !== undefined && MODAL_ERROR_CODES.has(code);
}

export interface Notice {
  title: string;
  message: string;
}

/** The success notice of a cancellation (spec section 8), in the page's language; `attraction` is the attraction's name. */
export function bookingCancelledNotice(attraction: string): Notice {
  return { title: sharedTexts.text('notice.cancelled.title', { attraction }), message: sharedTexts.text('notice.cancelled.message') };
}

/** The success notice of an amendment (spec section 8), in the page's language. */
export function bookingAmendedNotice(attraction: string): Notice {
  return { title: sharedTexts.text('notice.amended.title', { attraction }), message: sharedTexts.text('notice.amended.message') };
}
