import { ContactLinksError, isPlaceholderHost, resolveContactLinks } from './contact-links';

function recordingLogger() {
  const warnings: unknown[][] = [];
  return { warnings, logger: { warn: (...args: unknown[]) => warnings.push(args) } as never };
}

const real = {
  CONTACT_URL: 'https://www.citypass-newyork.com/contact',
  CUSTOMER_SERVICES_URL: 'https://www.citypass-newyork.com/customer-services',
};
const placeholders = {
  CONTACT_URL: 'https://www.citypass.example/contact',
  CUSTOMER_SERVICES_URL: 'https://www.citypass.example/customer-services',
};

describe('placeholder hosts', () => {
  it.each([
    'localhost',
    'app.localhost',
    'example.com',
    'www.example.com',
    'help.example.net',
    'example.org',
    'www.citypass.example',
    'citypass.test',
    'help.citypass.invalid',
    '127.0.0.1',
    '127.10.0.3',
    '[::1]',
    'intranet',
    'WWW.Example.COM.',
  ])('%s is no real host', (host) => {
    expect(isPlaceholderHost(host)).toBe(true);
  });

  it.each(['www.citypass-amsterdam.com', 'help.example-tours.com', 'examples.org', 'test.citypass-newyork.com'])(
    '%s is a real host',
    (host) => {
      expect(isPlaceholderHost(host)).toBe(false);
    },
  );
});

describe('contact links', () => {
  it('in production, are used when both are https on a real host, without a word', () => {
    const { warnings, logger } = recordingLogger();
    expect(resolveContactLinks({ NODE_ENV: 'production', ...real }, logger)).toEqual({
      contactUrl: real.CONTACT_URL,
      customerServicesUrl: real.CUSTOMER_SERVICES_URL,
    });
    expect(warnings).toEqual([]);
  });

  it('in production, stop the start when a link is a placeholder or not https, naming each', () => {
    const { logger } = recordingLogger();
    const start = () =>
      resolveContactLinks(
        { NODE_ENV: 'production', CONTACT_URL: 'https://www.citypass.example/contact', CUSTOMER_SERVICES_URL: 'http://www.citypass-newyork.com/help' },
        logger,
      );
    expect(start).toThrow(ContactLinksError);
    expect(start).toThrow(
      [
        'Contact links must be https on a real host in production:',
        '  contactUrl (CONTACT_URL): https://www.citypass.example/contact is on a placeholder host (www.citypass.example)',
        '  customerServicesUrl (CUSTOMER_SERVICES_URL): http://www.citypass-newyork.com/help is not https',
      ].join('\n'),
    );
  });

  it('in development, keep the placeholders and say so in one log line', () => {
    const { warnings, logger } = recordingLogger();
    expect(resolveContactLinks({ NODE_ENV: 'development', ...placeholders }, logger)).toEqual({
      contactUrl: placeholders.CONTACT_URL,
      customerServicesUrl: placeholders.CUSTOMER_SERVICES_URL,
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[1]).toMatch(/^Contact links are development placeholders/);
  });

  it('in development, say nothing when the links are real', () => {
    const { warnings, logger } = recordingLogger();
    resolveContactLinks({ NODE_ENV: 'development', ...real }, logger);
    expect(warnings).toEqual([]);
  });
});
