import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from './callback-url';

const origin = 'http://localhost:8080';

describe('safeCallbackPath', () => {
  it.each([
    ['/bookings?tab=1#top', '/bookings?tab=1#top'],
    ['http://localhost:8080/confirmation?attractionID=4', '/confirmation?attractionID=4'],
    ['  /attractions  ', '/attractions'],
  ])('keeps %s of this origin as %s', (raw, expected) => {
    expect(safeCallbackPath(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    'http://localhost:9999/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '/\tx',
    'attractions',
  ])('rejects %p', (raw) => {
    expect(safeCallbackPath(raw, origin)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
