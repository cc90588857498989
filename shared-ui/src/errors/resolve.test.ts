import { switchLanguage } from '../platform/i18n';
import { MODAL_ERROR_CODES, bookingAmendedNotice, bookingCancelledNotice, isModalErrorCode, resolveError, resolveErrorCode } from './resolve';

describe('resolveError', () => {
  it('falls back to SOMETHING_WRONG for unknown, missing and empty codes', () => {
    for (const code of ['NOPE', undefined, '', 'toString']) {
      expect(resolveError(code)).toEqual({
        code: 'SOMETHING_WRONG',
        title: 'There was a problem',
        message: 'Something went wrong, please try again',
      });
    }
  });

  it('maps AUTH-003 sub-codes to the pass-not-accepted text but keeps exact AUTH-003 as confirm-email', () => {
    expect(resolveError('AUTH-003-2').message).toBe(
      "Sorry, this website can't be accessed with your pass. Please refer to the reservation instructions on your chosen attraction.",
    );
    expect(resolveError('AUTH-003').message).toBe('Please confirm your email address from your order confirmation');
    expect(resolveError('UNVERIFIED_EMAIL').message).toBe('Please confirm your email address from your order confirmation');
  });

  it('treats AUTH-004 as ORDER_NOT_FOUND and TOKEN_EXPIRED as SESSION_EXPIRED', () => {
    expect(resolveError('AUTH-004').message).toBe(resolveError('ORDER_NOT_FOUND').message);
    expect(resolveError('TOKEN_EXPIRED').message).toBe(resolveError('SESSION_EXPIRED').message);
  });

  it('chooses the long no-availability text only for more than two passes', () => {
    expect(resolveError('NO_AVAILABILITY', { passCount: 3 }).code).toBe('NO_AVAILABILITY');
    expect(resolveError('NO_AVAILABILITY', { passCount: 2 })).toEqual({
      code: 'NO_AVAILABILITY_SHORT',
      title: 'There was a problem',
      message: 'Unfortunately there are no timeslots available',
    });
    expect(resolveError('NO_AVAILABILITY', { passCount: 1 }).code).toBe('NO_AVAILABILITY_SHORT');
  });

  it('passes the customer services link through for AUTH-006', () => {
    expect(resolveError('AUTH-006').link).toEqual({ to: 'customerServices', label: 'Contact customer services', external: true });
  });
});

describe('MODAL_ERROR_CODES', () => {
  it('holds the spec list plus WINDOW_ELAPSED', () => {
    expect([...MODAL_ERROR_CODES].sort()).toEqual(
      [
        'ADAPTOR_ERROR', 'AUTH-007', 'AUTH-008', 'AV-004', 'BOOKING-014', 'BOOKING-017', 'OVERLAPPING_RESERVATION',
        'RESERVATION_OUTSIDE_PASS_DURATION', 'TIMESLOT_UNAVAILABLE', 'UNVERIFIED_EMAIL', 'WINDOW_ELAPSED',
      ].sort(),
    );
    expect(isModalErrorCode('SESSION_EXPIRED')).toBe(false);
    expect(isModalErrorCode(undefined)).toBe(false);
  });
});

describe('success notices', () => {
  it('reads the spec texts for cancel and amend', () => {
    expect(bookingCancelledNotice('Rijksmuseum')).toEqual({
      title: 'Your Rijksmuseum booking has been cancelled',
      message: 'We have sent you an email to confirm your cancelled booking',
    });
    expect(bookingAmendedNotice('Rijksmuseum')).toEqual({
      title: 'Your Rijksmuseum booking has been amended',
      message: 'We have sent you an email to confirm your amended time',
    });
  });
});

describe('resolveErrorCode', () => {
  it("names the catalogue's code without reading any text", () => {
    expect(resolveErrorCode('AUTH-003-1')).toBe('AUTH-002');
    expect(resolveErrorCode('NO_AVAILABILITY', { passCount: 3 })).toBe('NO_AVAILABILITY');
    expect(resolveErrorCode('NO_AVAILABILITY', { passCount: 2 })).toBe('NO_AVAILABILITY_SHORT');
    expect(resolveErrorCode(undefined)).toBe('SOMETHING_WRONG');
  });
});

describe('in another language', () => {
  afterEach(() => switchLanguage('en'));

  it("resolves a code to its texts in the page's language, the link's words included", async () => {
    await switchLanguage('es');
    expect(resolveError('NO_AVAILABILITY', { passCount: 1 })).toEqual({
      code: 'NO_AVAILABILITY_SHORT',
      title: 'Se ha producido un problema',
      message: 'Lamentablemente, no hay franjas horarias disponibles',
    });
    expect(resolveError('AUTH-006')).toEqual({
      code: 'AUTH-006',
      title: 'Póngase en contacto con atención al cliente',
      message: 'Su pedido es demasiado grande para que nuestras atracciones lo gestionen en línea.',
      link: { to: 'customerServices', label: 'Contactar con atención al cliente', external: true },
    });
  });

  it('names the attraction inside the success notices, as each language places it', async () => {
    await switchLanguage('de');
    expect(bookingCancelledNotice('Rijksmuseum')).toEqual({
      title: 'Ihre Buchung für Rijksmuseum wurde storniert',
      message: 'Wir haben Ihnen eine E-Mail zur Bestätigung Ihrer Stornierung gesendet',
    });
    await switchLanguage('ja');
    expect(bookingAmendedNotice('Rijksmuseum').title).toBe('Rijksmuseumの予約を変更しました');
  });
});
