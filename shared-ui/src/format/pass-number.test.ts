import { formatPassNumber } from './pass-number';

describe('formatPassNumber', () => {
  it('groups twelve digits 4-4-4', () => {
    expect(formatPassNumber('123456789012')).toBe('1234-5678-9012');
  });

  it.each(['12345678901', '1234567890123', '1234-5678-9012', 'abcdefghijkl', ''])('leaves %p unchanged', (pass) => {
    expect(formatPassNumber(pass)).toBe(pass);
  });
});
