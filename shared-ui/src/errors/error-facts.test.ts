import { ApiError } from '../api/proxy-client';
import { errorCodeOf, isSessionWide } from './error-facts';

describe('errorCodeOf', () => {
  it('reads the error code of an ApiError or of a bare body', () => {
    expect(errorCodeOf(new ApiError(409, 'TIMESLOT_UNAVAILABLE', { error_code: 'TIMESLOT_UNAVAILABLE' }))).toBe('TIMESLOT_UNAVAILABLE');
    expect(errorCodeOf({ error_code: 'WINDOW_ELAPSED' })).toBe('WINDOW_ELAPSED');
  });

  it('finds none in anything else', () => {
    expect(errorCodeOf(new Error('boom'))).toBeUndefined();
    expect(errorCodeOf({ error_code: 42 })).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
    expect(errorCodeOf('SESSION_EXPIRED')).toBeUndefined();
  });
});

describe('isSessionWide', () => {
  it.each([401, 403])('holds for an ApiError with status %s', (status) => {
    expect(isSessionWide(new ApiError(status, 'SESSION_EXPIRED', null))).toBe(true);
  });

  it('does not hold for any other failure', () => {
    expect(isSessionWide(new ApiError(502, 'UPSTREAM_UNAVAILABLE', null))).toBe(false);
    expect(isSessionWide({ status: 401, error_code: 'SESSION_EXPIRED' })).toBe(false);
    expect(isSessionWide(null)).toBe(false);
  });
});
