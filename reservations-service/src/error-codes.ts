import type { Response } from 'express';

// Every error the reservations service answers with, and the HTTP status that goes with it.
const errorStatus = {
  INVALID_REQUEST: 400,
  NOT_AUTHORISED: 401,
  SESSION_EXPIRED: 401,
  ORDER_NOT_FOUND: 401,
  TOKEN_EXPIRED: 401,
  ORDER_CANCELLED: 403,
  UNVERIFIED_EMAIL: 403,
  'AUTH-006': 403,
  'AUTH-007': 403,
  'AUTH-008': 403,
  NOT_FOUND: 404,
  TIMESLOT_UNAVAILABLE: 409,
  'BOOKING-014': 409,
  'BOOKING-017': 409,
  OVERLAPPING_RESERVATION: 409,
  RESERVATION_OUTSIDE_PASS_DURATION: 422,
  WINDOW_ELAPSED: 422,
  'AV-004': 422,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_ERROR: 500,
  ADAPTOR_ERROR: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

const messages: Record<ErrorCode, string> = {
  INVALID_REQUEST: 'The request is not valid.',
  NOT_AUTHORISED: 'Sign in first.',
  SESSION_EXPIRED: 'The access token has expired; sign in again.',
  ORDER_NOT_FOUND: 'No order matches this order number and e-mail address.',
  TOKEN_EXPIRED: 'This sign-in link has expired or was already used.',
  ORDER_CANCELLED: 'This order has been cancelled.',
  UNVERIFIED_EMAIL: 'The e-mail address of this order is not confirmed yet.',
  'AUTH-006': 'This order is too large to be handled online.',
  'AUTH-007': 'The pass details of this order are still being registered.',
  'AUTH-008': 'The pass details of this order are still being registered.',
  NOT_FOUND: 'Not found.',
  TIMESLOT_UNAVAILABLE: 'This timeslot no longer has room for these passes.',
  'BOOKING-014': 'A pass already has a booking for this timeslot.',
  'BOOKING-017': 'A pass already has a booking for this attraction on this day.',
  OVERLAPPING_RESERVATION: 'A pass has another reservation within 30 minutes of this timeslot.',
  RESERVATION_OUTSIDE_PASS_DURATION: 'A pass is not valid at this timeslot.',
  WINDOW_ELAPSED: 'The window to cancel or amend this booking has closed.',
  'AV-004': 'A pass must be scanned at the box office before reservations can be made.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  INTERNAL_ERROR: 'Something went wrong.',
  ADAPTOR_ERROR: 'The attraction cannot be reached.',
};

interface ErrorBody {
  error_code: ErrorCode;
  message: string;
}

export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  return { error_code: code, message: message ?? messages[code] };
}

export function sendError(res: Response, code: ErrorCode, message?: string): void {
  res.status(errorStatus[code]).json(errorBody(code, message));
}
