import { errorCatalogue, isErrorCode, type CataloguedErrorCode, type ErrorCode, type ErrorLink } from '@citypass/shared-ui/errors/catalogue';

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

function canonicalCode(code: string | undefined, context: ErrorContext): CataloguedErrorCode {
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

export function resolveError(code: string | undefined, context: ErrorContext = {}): ResolvedError {
  const resolved = canonicalCode(code, context);
  const entry = errorCatalogue[resolved];
  return entry.link
    ? { code: resolved, title: entry.title, message: entry.message, link: entry.link }
    : { code: resolved, title: entry.title, message: entry.message };
}

export function isModalErrorCode(code: string | undefined): boolean {
  return code !== undefined && MODAL_ERROR_CODES.has(code);
}

export interface Notice {
  title: string;
  message: string;
}

export function bookingCancelledNotice(attraction: string): Notice {
  return {
    title: `Your ${attraction} booking has been cancelled`,
    message: 'We have sent you an email to confirm your cancelled booking',
  };
}

export function bookingAmendedNotice(attraction: string): Notice {
  return {
    title: `Your ${attraction} booking has been amended`,
    message: 'We have sent you an email to confirm your amended time',
  };
}
