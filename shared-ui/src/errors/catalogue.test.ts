import { switchLanguage } from '../platform/i18n';
import { sharedTexts } from '../platform/shared-texts';
import { authErrorPageTexts, errorCatalogue, errorTextIds, isErrorCode, OVERLAP_WINDOW_MINUTES, SILENT_AUTH_LAYER_NAMES, viewFailureTexts } from './catalogue';
import { resolveError } from './resolve';

describe('errorCatalogue', () => {
  it.each([
    ['AUTH-002', "Sorry, this website can't be accessed with your pass. Please refer to the reservation instructions on your chosen attraction."],
    ['AUTH-003', 'Please confirm your email address from your order confirmation'],
    ['UNVERIFIED_EMAIL', 'Please confirm your email address from your order confirmation'],
    ['AUTH-004', "We can't find this order and email address combination"],
    ['ORDER_NOT_FOUND', "We can't find this order and email address combination"],
    ['ORDER_CANCELLED', 'This order has been cancelled.'],
    ['SESSION_EXPIRED', 'Your session has expired, please enter your order number and email address again'],
    ['TOKEN_EXPIRED', 'Your session has expired, please enter your order number and email address again'],
    ['TIMESLOT_UNAVAILABLE', 'This timeslot is no longer available, please choose again.'],
    ['SOMETHING_WRONG', 'Something went wrong, please try again'],
    ['REFRESH_REQUIRED', 'Something went wrong, please refresh the page'],
    ['NO_AVAILABILITY_SHORT', 'Unfortunately there are no timeslots available'],
  ] as const)('%s reads the spec text under "There was a problem"', (code, message) => {
    expect(errorCatalogue[code]).toEqual({ title: 'There was a problem', message });
  });

  it.each([
    ['BOOKING-014', /already have a booking for this timeslot.*'My bookings'/],
    ['BOOKING-017', /already have a booking for this attraction on this day/],
    ['RESERVATION_OUTSIDE_PASS_DURATION', /pass is not valid on this day.*another date/],
    ['OVERLAPPING_RESERVATION', /another reservation within 30 minutes.*different timeslot or amend/],
    ['NO_AVAILABILITY', /no timeslots available for the number of passes selected.*fewer passes/],
    ['WINDOW_ELAPSED', /missed the window to cancel or amend/],
    ['AV-004', /cannot be made.*box office.*scanned/],
    ['ADAPTOR_ERROR', /cannot communicate with the attraction.*try again later/],
    ['UPSTREAM_UNAVAILABLE', /can't reach the booking system/],
    ['UPSTREAM_TIMEOUT', /can't reach the booking system/],
    ['CredentialsSignin', /check your order number and email address/],
  ] as const)('%s carries the meaning the spec gives it', (code, meaning) => {
    const entry = errorCatalogue[code];
    expect(entry.title).toBe('There was a problem');
    expect(entry.message).toMatch(new RegExp(meaning.source, 'i'));
    expect(entry.message).toMatch(/^[A-Z].*\.$/);
  });

  it('AUTH-007 and AUTH-008 ask for patience with their own title, and link to the customer services they mention', () => {
    for (const code of ['AUTH-007', 'AUTH-008'] as const) {
      expect(errorCatalogue[code]).toEqual({
        title: "Sorry, we're still registering your pass details.",
        message: 'Please try again in a few minutes. If you still experience difficulties, please contact customer services.',
        link: { to: 'customerServices', label: 'Contact customer services', external: true },
      });
    }
  });

  it('AUTH-006 asks to contact customer services, with a link', () => {
    const entry = errorCatalogue['AUTH-006'];
    expect(entry.title).toMatch(/contact customer services/i);
    expect(entry.message).toBe('Your order is too large for our attractions to handle online.');
    expect(entry.link).toEqual({ to: 'customerServices', label: 'Contact customer services', external: true });
  });

  it("holds texts only: a link names the deployment's link, whose address each deployment sets", () => {
    for (const entry of Object.values(errorCatalogue)) {
      expect(JSON.stringify(entry)).not.toMatch(/https?:/);
    }
  });

  it('gives every sign-in layer code that can reach the error page friendly text without internals', () => {
    const layerNames = [
      'MISSING_NEXTAUTH_API_ROUTE_ERROR', 'NO_SECRET',
      'CALLBACK_CREDENTIALS_HANDLER_ERROR', 'EMAIL_REQUIRES_ADAPTER_ERROR', 'MISSING_ADAPTER_METHODS_ERROR',
      'CALLBACK_CREDENTIALS_JWT_ERROR', 'INVALID_CALLBACK_URL_ERROR',
    ] as const;
    for (const name of layerNames) {
      expect(errorCatalogue[name].message).toMatch(/couldn't sign you in/);
      expect(errorCatalogue[name].message).not.toMatch(/_/);
    }
  });

  it.each(['CLIENT_FETCH_ERROR', 'CLIENT_SESSION_ERROR', 'SessionRequired'])(
    'holds no text for the auth layer name %s, which a visitor never reads',
    (name) => {
      expect(SILENT_AUTH_LAYER_NAMES).toContain(name);
      expect(isErrorCode(name)).toBe(false);
      expect(Object.keys(errorCatalogue)).not.toContain(name);
    },
  );

  it('resolves an auth layer name that reaches a view anyway to the generic text, never to an empty one', () => {
    for (const name of SILENT_AUTH_LAYER_NAMES) {
      expect(resolveError(name)).toEqual({ code: 'SOMETHING_WRONG', title: 'There was a problem', message: 'Something went wrong, please try again' });
    }
  });

  it("explains the sign-in layer's page-level refusals in the visitor's words", () => {
    expect(authErrorPageTexts.Configuration.title).toBe('Sign-in is unavailable right now');
    expect(authErrorPageTexts.AccessDenied.title).toBe('Access denied');
    expect(authErrorPageTexts.Verification.title).toBe('This sign-in link can no longer be used');
    expect(authErrorPageTexts.unknown).toEqual({ title: 'There was a problem signing you in', message: 'Something went wrong, please try again' });
    for (const { message } of Object.values(authErrorPageTexts)) expect(message).toMatch(/^[A-Z].*[.a-z]$/);
  });

  it("says in the visitor's words which view could not load, without codes", () => {
    for (const text of Object.values(viewFailureTexts)) {
      expect(text).toMatch(/^We couldn't load /);
      expect(text).not.toMatch(/_/);
    }
  });
});

describe('the catalogue in another language', () => {
  afterEach(() => switchLanguage('en'));

  it("reads every text in the page's language, even through a map imported before the switch", async () => {
    await switchLanguage('es');
    expect(errorCatalogue.SESSION_EXPIRED).toEqual({
      title: 'Se ha producido un problema',
      message: 'Su sesión ha caducado; vuelva a introducir su número de pedido y su dirección de correo electrónico',
    });
    expect(errorCatalogue['BOOKING-014'].message).toBe('Ya tiene una reserva para esta franja horaria. Consulte «Mis reservas» para ver los detalles.');
    expect(viewFailureTexts.bookingsTitle).toBe('No hemos podido cargar sus reservas');
    expect(authErrorPageTexts.AccessDenied.title).toBe('Acceso denegado');
    await switchLanguage('en');
    expect(errorCatalogue.SESSION_EXPIRED.title).toBe('There was a problem');
  });

  it('gives every code a text of its own in every language, never an id', async () => {
    for (const language of ['nl', 'de', 'fr', 'es', 'ca', 'zh-Hans', 'ja', 'pt-BR'] as const) {
      await switchLanguage(language);
      for (const [code, { title, message }] of Object.entries(errorCatalogue)) {
        expect([code, title, message].join(' ')).not.toMatch(/error\.|There was a problem/);
      }
    }
  });

  it("counts the overlap window's minutes by each language's plural rules", async () => {
    expect(errorTextIds.OVERLAPPING_RESERVATION.values).toEqual({ minutes: OVERLAP_WINDOW_MINUTES });
    const overlap = (minutes: number) => sharedTexts.text('error.message.overlappingReservation', { minutes });
    await switchLanguage('es');
    expect(errorCatalogue.OVERLAPPING_RESERVATION.message).toMatch(/^Tiene otra reserva a menos de 30 minutos de esta hora\./);
    expect(overlap(1)).toMatch(/^Tiene otra reserva a menos de 1 minuto de esta hora\./);
    await switchLanguage('fr');
    expect(overlap(0)).toMatch(/à moins de 0 minute de cet horaire/);
    await switchLanguage('ja');
    expect(overlap(1)).toMatch(/^この時刻の前後1分以内に/);
  });
});
