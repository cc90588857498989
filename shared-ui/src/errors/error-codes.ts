/**
 * Spec section 8: the authentication layer's names carry no text for visitors, so the catalogue
 * holds none; one that reaches a view anyway resolves to the generic text, never to an empty one.
 */
export const SILENT_AUTH_LAYER_NAMES = ['CLIENT_FETCH_ERROR', 'CLIENT_SESSION_ERROR', 'SessionRequired'] as const satisfies readonly ErrorCode[];

/** The codes a visitor may read: each has a title and a message. */
export type CataloguedErrorCode = Exclude<ErrorCode, (typeof SILENT_AUTH_LAYER_NAMES)[number]>;

type AuthLayerErrorCode =
  | 'CLIENT_FETCH_ERROR'
  | 'CLIENT_SESSION_ERROR'
  | 'SessionRequired'
  | 'CredentialsSignin'
  | 'MISSING_NEXTAUTH_API_ROUTE_ERROR'
  | 'NO_SECRET'
  | 'CALLBACK_CREDENTIALS_HANDLER_ERROR'
  | 'EMAIL_REQUIRES_ADAPTER_ERROR'
  | 'MISSING_ADAPTER_METHODS_ERROR'
  | 'CALLBACK_CREDENTIALS_JWT_ERROR'
  | 'INVALID_CALLBACK_URL_ERROR';

type ProductErrorCode =
  | 'AUTH-002'
  | 'AUTH-003'
  | 'UNVERIFIED_EMAIL'
  | 'AUTH-004'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_CANCELLED'
  | 'SESSION_EXPIRED'
  | 'TOKEN_EXPIRED'
  | 'TIMESLOT_UNAVAILABLE'
  | 'BOOKING-014'
  | 'BOOKING-017'
  | 'RESERVATION_OUTSIDE_PASS_DURATION'
  | 'OVERLAPPING_RESERVATION'
  | 'SOMETHING_WRONG'
  | 'REFRESH_REQUIRED'
  | 'NO_AVAILABILITY'
  | 'NO_AVAILABILITY_SHORT'
  | 'WINDOW_ELAPSED'
  | 'AV-004'
  | 'ADAPTOR_ERROR'
  | 'AUTH-006'
  | 'AUTH-007'
  | 'AUTH-008'
  | 'NOT_AUTHORISED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'OFFER_NOT_ON_PASS'
  | 'CALENDAR_TIME_ZONE_UNKNOWN';

export type ErrorCode = ProductErrorCode | AuthLayerErrorCode;
