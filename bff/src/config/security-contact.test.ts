import { parseEnv } from './env';
import { securityContactProblems } from './security-contact';

describe('the security contact', () => {
  it('is a mailto: address or an https URL', () => {
    for (const contact of ['mailto:security@citypass-amsterdam.com', 'https://www.citypass-amsterdam.com/security']) {
      expect(parseEnv({ SECURITY_CONTACT: contact }).SECURITY_CONTACT).toBe(contact);
    }
    for (const contact of ['security@citypass-amsterdam.com', 'http://www.citypass-amsterdam.com/security', 'mailto:security']) {
      expect(() => parseEnv({ SECURITY_CONTACT: contact })).toThrow('SECURITY_CONTACT must be a mailto: address or an https URL');
    }
  });

  it('is a placeholder in development, which production refuses', () => {
    const { SECURITY_CONTACT } = parseEnv({});
    expect(securityContactProblems({ NODE_ENV: 'development', SECURITY_CONTACT })).toEqual([]);
    expect(securityContactProblems({ NODE_ENV: 'production', SECURITY_CONTACT })).toEqual([
      'The security contact must be on a real host in production: securityContact (SECURITY_CONTACT): mailto:security@citypass.example is on a placeholder host (citypass.example)',
    ]);
  });

  it('must reach a real host in production, by mail or on the web', () => {
    const production = (contact: string) => securityContactProblems({ NODE_ENV: 'production', SECURITY_CONTACT: contact });
    expect(production('mailto:security@citypass-newyork.com')).toEqual([]);
    expect(production('https://www.citypass-newyork.com/security')).toEqual([]);
    expect(production('mailto:security@localhost')).toHaveLength(1);
    expect(production('https://security.example.com/report')).toHaveLength(1);
  });
});
