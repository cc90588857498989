import { signInRefusalUrl } from './auth-paths';

describe('signInRefusalUrl', () => {
  it('sends the visitor to sign-in with the refusal, returning to the page afterwards', () => {
    expect(signInRefusalUrl('TOKEN_EXPIRED', '/bookings?tab=1')).toBe('/?error=TOKEN_EXPIRED&callbackUrl=%2Fbookings%3Ftab%3D1');
  });

  it('keeps the query of the sign-in page itself and sets its error', () => {
    expect(signInRefusalUrl('AUTH-007', '/?lang=en')).toBe('/?lang=en&error=AUTH-007');
    expect(signInRefusalUrl('TOKEN_EXPIRED', '/?error=SESSION_EXPIRED')).toBe('/?error=TOKEN_EXPIRED');
    expect(signInRefusalUrl('TOKEN_EXPIRED', '/')).toBe('/?error=TOKEN_EXPIRED');
  });
});
