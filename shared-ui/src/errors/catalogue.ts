import type { DeploymentLinkName } from '@citypass/shared-ui/platform/deployment-links';
import type { Format, MessageValues } from '@citypass/shared-ui/platform/i18n';
import { sharedTexts, type SharedTextId } from '@citypass/shared-ui/platform/shared-texts';
import type { CataloguedErrorCode } from '@citypass/shared-ui/errors/error-codes';
import { readInPageLanguage } from '@citypass/shared-ui/errors/in-page-language';

export { SILENT_AUTH_LAYER_NAMES, type CataloguedErrorCode, type ErrorCode } from '@citypass/shared-ui/errors/error-codes';

/** The reservation service refuses a second booking this close to another (spec section 9); the texts say so. */
export const OVERLAP_WINDOW_MINUTES = 30;

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

/** An error's texts by their ids in shared-ui's catalogues: the page's language gives the words. */
export interface ErrorTextIds {
  title: SharedTextId;
  message: SharedTextId;
  /** What the message's placeholders take. */
  values?: MessageValues;
  link?: Omit<ErrorLink, 'label'> & { label: SharedTextId };
}

const problem = (message: SharedTextId, values?: MessageValues): ErrorTextIds =>
  values ? { title: 'error.title.problem', message, values } : { title: 'error.title.problem', message };

const customerServicesLink = { to: 'customerServices', label: 'error.link.customerServices', external: true } as const;
const registering: ErrorTextIds = { title: 'error.title.registering', message: 'error.message.stillRegistering', link: customerServicesLink };

export const errorTextIds: Readonly<Record<CataloguedErrorCode, ErrorTextIds>> = {
  'AUTH-002': problem('error.message.passNotAccepted'),
  'AUTH-003': problem('error.message.confirmEmail'),
  UNVERIFIED_EMAIL: problem('error.message.confirmEmail'),
  'AUTH-004': problem('error.message.orderNotFound'),
  ORDER_NOT_FOUND: problem('error.message.orderNotFound'),
  ORDER_CANCELLED: problem('error.message.orderCancelled'),
  SESSION_EXPIRED: problem('error.message.sessionExpired'),
  TOKEN_EXPIRED: problem('error.message.sessionExpired'),
  TIMESLOT_UNAVAILABLE: problem('error.message.timeslotUnavailable'),
  'BOOKING-014': problem('error.message.timeslotAlreadyBooked'),
  'BOOKING-017': problem('error.message.dayAlreadyBooked'),
  RESERVATION_OUTSIDE_PASS_DURATION: problem('error.message.outsidePassDuration'),
  OVERLAPPING_RESERVATION: problem('error.message.overlappingReservation', { minutes: OVERLAP_WINDOW_MINUTES }),
  SOMETHING_WRONG: problem('error.message.somethingWrong'),
  REFRESH_REQUIRED: problem('error.message.refreshRequired'),
  NO_AVAILABILITY: problem('error.message.noAvailability'),
  NO_AVAILABILITY_SHORT: problem('error.message.noAvailabilityShort'),
  WINDOW_ELAPSED: problem('error.message.windowElapsed'),
  CALENDAR_TIME_ZONE_UNKNOWN: problem('error.message.calendarTimeZoneUnknown'),
  'AV-004': problem('error.message.boxOffice'),
  ADAPTOR_ERROR: problem('error.message.attractionUnreachable'),
  'AUTH-006': { title: 'error.title.contactCustomerServices', message: 'error.message.orderTooLarge', link: customerServicesLink },
  'AUTH-007': registering,
  'AUTH-008': registering,
  // The spec lists NOT_AUTHORISED without text; the generic message is the honest fallback.
  NOT_AUTHORISED: problem('error.message.somethingWrong'),
  UPSTREAM_UNAVAILABLE: problem('error.message.bookingSystemUnreachable'),
  UPSTREAM_TIMEOUT: problem('error.message.bookingSystemUnreachable'),
  // An attraction of another city (its address shared or typed): the pass cannot book it.
  OFFER_NOT_ON_PASS: problem('error.message.offerNotOnPass'),

  CredentialsSignin: problem('error.message.signInRefused'),
  MISSING_NEXTAUTH_API_ROUTE_ERROR: problem('error.message.signInTrouble'),
  NO_SECRET: problem('error.message.signInTrouble'),
  CALLBACK_CREDENTIALS_HANDLER_ERROR: problem('error.message.signInTrouble'),
  EMAIL_REQUIRES_ADAPTER_ERROR: problem('error.message.signInTrouble'),
  MISSING_ADAPTER_METHODS_ERROR: problem('error.message.signInTrouble'),
  CALLBACK_CREDENTIALS_JWT_ERROR: problem('error.message.signInTrouble'),
  INVALID_CALLBACK_URL_ERROR: problem('error.message.signInTrouble'),
};

export function isErrorCode(value: string): value is CataloguedErrorCode {
  return Object.prototype.hasOwnProperty.call(errorTextIds, value);
}

/**
 * An error's title, message and link in the page's language, or in the language of `t` (a
 * component's `sharedTexts.useT()`, so it renders again when the visitor switches).
 */
export function errorTexts(code: CataloguedErrorCode, t: Format<SharedTextId> = sharedTexts.text): ErrorEntry {
  const { title, message, values, link } = errorTextIds[code];
  const texts = { title: t(title), message: t(message, values) };
  return link ? { ...texts, link: { ...link, label: t(link.label) } } : texts;
}

/** Every code's texts, each read in the page's language when it is read. */
export const errorCatalogue = readInPageLanguage(Object.keys(errorTextIds) as CataloguedErrorCode[], (code) => errorTexts(code));

const viewFailureIds = {
  bookingsTitle: 'viewFailure.bookingsTitle',
  availability: 'viewFailure.availability',
  amendAvailability: 'viewFailure.amendAvailability',
} as const satisfies Record<string, SharedTextId>;

/**
 * What a view says when its own content could not load; the failure's catalogue text (or a retry)
 * goes with it, and the modal is left to the codes the spec puts there. Read in the page's language.
 */
export const viewFailureTexts = readInPageLanguage(Object.keys(viewFailureIds) as (keyof typeof viewFailureIds)[], (key) =>
  sharedTexts.text(viewFailureIds[key]),
);

const authErrorPageIds = {
  Configuration: { title: 'authErrorPage.configuration.title', message: 'authErrorPage.configuration.message' },
  AccessDenied: { title: 'authErrorPage.accessDenied.title', message: 'authErrorPage.accessDenied.message' },
  Verification: { title: 'authErrorPage.verification.title', message: 'authErrorPage.verification.message' },
  unknown: { title: 'authErrorPage.unknown.title', message: 'error.message.somethingWrong' },
} as const satisfies Record<string, { title: SharedTextId; message: SharedTextId }>;

/** What `/error` says for the sign-in layer's page-level refusals (protocol section 6, GET /error), in the page's language. */
export const authErrorPageTexts = readInPageLanguage(Object.keys(authErrorPageIds) as (keyof typeof authErrorPageIds)[], (key) => ({
  title: sharedTexts.text(authErrorPageIds[key].title),
  message: sharedTexts.text(authErrorPageIds[key].message),
}));
