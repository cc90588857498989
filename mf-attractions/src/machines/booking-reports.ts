import { isApiError } from '@citypass/shared-ui/src/api/proxy-client';
import { isModalErrorCode } from '@citypass/shared-ui/src/errors/resolve';
import type { LastBooking } from '../storage/last-booking';

/** Where a call failed that the page reports (a failure shown in place of a view is held in state instead). */
export type FailureStep = 'passes' | 'availability' | 'booking';

export type AnalyticsData = Record<string, unknown>;

/** Side effects the page performs: the error handler, analytics, storing and leaving for confirmation. */
export type BookingEmitted =
  | { type: 'failure'; step: FailureStep; error: unknown; passCount: number }
  | { type: 'analytics'; name: string; data: AnalyticsData }
  | { type: 'booked'; booking: LastBooking };

/** How the chosen offer's machine hands its reports to the booking machine, which emits them to the page. */
export interface OfferReport {
  type: 'offer.report';
  report: BookingEmitted;
}

export function errorCodeOf(error: unknown): string {
  return isApiError(error) ? error.errorCode : 'SOMETHING_WRONG';
}

/** Errors that belong to the whole session (sign out, go home) rather than to the failed view. */
export function isSessionWide(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Failures the page reports: the spec's modal codes, and those of the whole session. */
export function isReportedByPage(error: unknown): boolean {
  return isModalErrorCode(errorCodeOf(error)) || isSessionWide(error);
}
