import type { DeploymentLinkName } from '@citypass/shared-ui/platform/deployment-links';

const DEFAULT_ERROR_TITLE = 'There was a problem';

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
  | 'OFFER_NOT_ON_PASS';

export type ErrorCode = ProductErrorCode | AuthLayerErrorCode;

/** A link an error offers: it names one of the deployment's links, whose address is set per city. */
export interface ErrorLink {
  to: DeploymentLinkName;
  label: string;
  external: boolean;
}

interface ErrorEntry {
  title: string;
  message: string;
  link?: ErrorLink;
}

const problem = (message: string, link?: ErrorLink): ErrorEntry =>
  link ? { title: DEFAULT_ERROR_TITLE, message, link } : { title: DEFAULT_ERROR_TITLE, message };

const passNotAccepted =
  "Sorry, this website can't be accessed with your pass. Please refer to the reservation instructions on your chosen attraction.";
const confirmEmail = 'Please confirm your email address from your order confirmation';
const orderNotFound = "We can't find this order and email address combination";
const sessionExpired = 'Your session has expired, please enter your order number and email address again';
const somethingWrong = 'Something went wrong, please try again';
const registering = {
  title: "Sorry, we're still registering your pass details.",
  message: 'Please try again in a few minutes. If you still experience difficulties, please contact customer services.',
};
const bookingSystemUnreachable =
  "We can't reach the booking system right now. Please try again in a few minutes.";
const signInTrouble = "We couldn't sign you in just now. Please try again in a few minutes.";
const customerServicesLink: ErrorLink = {
  to: 'customerServices',
  label: 'Contact customer services',
  external: true,
};

export const errorCatalogue: Record<CataloguedErrorCode, ErrorEntry> = {
  'AUTH-002': problem(passNotAccepted),
  'AUTH-003': problem(confirmEmail),
  UNVERIFIED_EMAIL: problem(confirmEmail),
  'AUTH-004': problem(orderNotFound),
  ORDER_NOT_FOUND: problem(orderNotFound),
  ORDER_CANCELLED: problem('This order has been cancelled.'),
  SESSION_EXPIRED: problem(sessionExpired),
  TOKEN_EXPIRED: problem(sessionExpired),
  TIMESLOT_UNAVAILABLE: problem('This timeslot is no longer available, please choose again.'),
  'BOOKING-014': problem(
    "You already have a booking for this timeslot. Please see 'My bookings' for details.",
  ),
  'BOOKING-017': problem('You already have a booking for this attraction on this day.'),
  RESERVATION_OUTSIDE_PASS_DURATION: problem(
    'Your pass is not valid on this day. Please choose another date.',
  ),
  OVERLAPPING_RESERVATION: problem(
    'You have another reservation within 30 minutes of this time. Please book a different timeslot or amend your other booking.',
  ),
  SOMETHING_WRONG: problem(somethingWrong),
  REFRESH_REQUIRED: problem('Something went wrong, please refresh the page'),
  NO_AVAILABILITY: problem(
    'There are no timeslots available for the number of passes selected. Please try selecting fewer passes.',
  ),
  NO_AVAILABILITY_SHORT: problem('Unfortunately there are no timeslots available'),
  WINDOW_ELAPSED: problem('Sorry, you have missed the window to cancel or amend this booking.'),
  'AV-004': problem(
    'Reservations cannot be made for this attraction at the moment. Please go to the box office to have your pass scanned.',
  ),
  ADAPTOR_ERROR: problem(
    'We cannot communicate with the attraction at the moment. Please try again later.',
  ),
  'AUTH-006': {
    title: 'Please contact customer services',
    message: 'Your order is too large for our attractions to handle online.',
    link: customerServicesLink,
  },
  'AUTH-007': { ...registering, link: customerServicesLink },
  'AUTH-008': { ...registering, link: customerServicesLink },
  // The spec lists NOT_AUTHORISED without text; the generic message is the honest fallback.
  NOT_AUTHORISED: problem(somethingWrong),
  UPSTREAM_UNAVAILABLE: problem(bookingSystemUnreachable),
  UPSTREAM_TIMEOUT: problem(bookingSystemUnreachable),
  // An attraction of another city (its address shared or typed): the pass cannot book it.
  OFFER_NOT_ON_PASS: problem('This attraction is not available with your pass.'),

  CredentialsSignin: problem(
    "We couldn't sign you in. Please check your order number and email address and try again.",
  ),
  MISSING_NEXTAUTH_API_ROUTE_ERROR: problem(signInTrouble),
  NO_SECRET: problem(signInTrouble),
  CALLBACK_CREDENTIALS_HANDLER_ERROR: problem(signInTrouble),
  EMAIL_REQUIRES_ADAPTER_ERROR: problem(signInTrouble),
  MISSING_ADAPTER_METHODS_ERROR: problem(signInTrouble),
  CALLBACK_CREDENTIALS_JWT_ERROR: problem(signInTrouble),
  INVALID_CALLBACK_URL_ERROR: problem(signInTrouble),
};

export function isErrorCode(value: string): value is CataloguedErrorCode {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

/**
 * What a view says when its own content could not load; the failure's catalogue text (or a retry)
 * goes with it, and the modal is left to the codes the spec puts there.
 */
export const viewFailureTexts = {
  bookingsTitle: "We couldn't load your bookings",
  availability: "We couldn't load the available times. Try changing your passes, or come back later.",
  amendAvailability: "We couldn't load the available times.",
} as const;

/** What `/error` says for the sign-in layer's page-level refusals (protocol section 6, GET /error). */
export const authErrorPageTexts = {
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
  unknown: { title: 'There was a problem signing you in', message: somethingWrong },
} as const;
