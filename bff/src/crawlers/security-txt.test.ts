import { securityTxt } from './security-txt';

describe('security.txt', () => {
  const settings = { securityContact: 'mailto:security@citypass-amsterdam.com', publicUrl: 'https://bookings.citypass-amsterdam.com' };

  it('names the contact, an expiry 90 days after the day of the answer, and its canonical address', () => {
    expect(securityTxt(settings, new Date('2025-03-10T17:45:12Z'))).toBe(
      [
        'Contact: mailto:security@citypass-amsterdam.com',
        'Expires: 2025-06-08T00:00:00Z',
        'Canonical: https://bookings.citypass-amsterdam.com/.well-known/security.txt',
        'Preferred-Languages: en',
        '',
      ].join('\n'),
    );
  });

  it('answers the same text all day, so the instances of a fleet agree', () => {
    expect(securityTxt(settings, new Date('2025-03-10T00:00:00Z'))).toBe(securityTxt(settings, new Date('2025-03-10T23:59:59Z')));
  });

  it('names no canonical address off https, which RFC 9116 does not allow', () => {
    expect(securityTxt({ ...settings, publicUrl: 'http://localhost:8080' }, new Date())).not.toContain('Canonical');
  });
});
