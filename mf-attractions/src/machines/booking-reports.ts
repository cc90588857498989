import { errorCodeOf, isSessionWide } from '@citypass/shared-ui/errors/error-facts';
import { isModalErrorCode } from '@citypass/shared-ui/errors/resolve';
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

/** The failure's code for analytics and the refused booking; SOMETHING_WRONG when it carries none. */
export function failureCodeOf(error: unknown): string {
  return errorCodeOf(error) ?? 'SOMETHING_WRONG';
}

/** Failures the page reports: the spec's modal codes, and those of the whole session. */
export function isReportedByPage(error: unknown): boolean {
  return isModalErrorCode(errorCodeOf(error)) || isSessionWide(error);
}
