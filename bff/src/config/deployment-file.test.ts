import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeploymentSettings, readDeploymentFile, settingsAsEnv } from './deployment-file';

const brand = {
  id: 'amsterdam',
  name: 'Amsterdam City Pass',
  shortName: 'Amsterdam',
  colors: { primary: '#c8102e', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1a1a' },
};

const amsterdam = {
  brand,
  publicUrl: 'https://bookings.citypass-amsterdam.com',
  contactUrl: 'https://www.citypass-amsterdam.com/contact',
  customerServicesUrl: 'https://www.citypass-amsterdam.com/customer-services',
  securityContact: 'mailto:security@citypass-amsterdam.com',
  analyticsId: 'GTM-K7Q2AMS',
  remotes: {
    auth: 'https://remotes.citypass-global.com/auth/',
    attractions: 'https://remotes.citypass-global.com/attractions/',
    bookings: 'https://remotes.citypass-global.com/bookings/',
  },
};

describe('a deployment settings file', () => {
  it('holds what differs per city deployment', () => {
    expect(parseDeploymentSettings(amsterdam, 'amsterdam.json')).toEqual(amsterdam);
  });

  it('needs no analytics id and no remotes (the variables or their defaults give them)', () => {
    const { analyticsId: _analyticsId, remotes: _remotes, ...required } = amsterdam;
    expect(parseDeploymentSettings(required, 'amsterdam.json')).toEqual(required);
    expect(parseDeploymentSettings({ ...required, analyticsId: null }, 'amsterdam.json')).toEqual({ ...required, analyticsId: null });
  });

  it('names each wrong field on a line of its own, with the file', () => {
    const wrong = {
      brand: { id: 'Gotham City', name: 'Gotham', shortName: 'Gotham City Pass', colors: { ...brand.colors, primary: 'red', accent: '#000000' }, font: 3 },
      publicUrl: 'not a url',
      contactUrl: 'ftp://www.citypass-amsterdam.com/contact',
      securityContact: 'security@citypass-amsterdam.com',
      analyticsId: 'UA-12345',
      remotes: { ...amsterdam.remotes, auth: 'https://remotes.citypass-global.com/auth/remoteEntry.js' },
    };
    expect(() => parseDeploymentSettings(wrong, 'amsterdam.json')).toThrow(
      [
        'Invalid deployment settings in amsterdam.json:',
        '  brand.id: must be 1 to 40 of a-z, 0-9 and -',
        '  brand.shortName: must be 12 characters at most',
        '  brand.colors.primary: must be a colour as #rrggbb',
        '  brand.colors.accent: is not a setting',
        '  brand.font: must be one of system, humanist, geometric, serif, condensed',
        '  publicUrl: must be an http or https URL',
        '  contactUrl: must be an http or https URL',
        '  customerServicesUrl: is required',
        '  securityContact: must be a mailto: address or an https URL',
        '  analyticsId: must look like GTM-XXXXXXX',
        "  remotes.auth: must be the remote's release origin, ending in / (versions are folders below it)",
      ].join('\n'),
    );
  });

  it('refuses a secret: secrets stay in the environment', () => {
    expect(() => parseDeploymentSettings({ ...amsterdam, authSecret: 'x'.repeat(40) }, 'amsterdam.json')).toThrow(
      'Invalid deployment settings in amsterdam.json:\n  authSecret: secrets stay in the environment (AUTH_SECRET), never in the settings file',
    );
  });

  it('refuses a field it does not know, and a remote it does not know', () => {
    const unknown = { ...amsterdam, colour: 'red', remotes: { ...amsterdam.remotes, payments: amsterdam.remotes.auth } };
    expect(() => parseDeploymentSettings(unknown, 'amsterdam.json')).toThrow(
      'Invalid deployment settings in amsterdam.json:\n  remotes.payments: is not a setting\n  colour: is not a setting',
    );
  });

  it('refuses anything but an object', () => {
    expect(() => parseDeploymentSettings([amsterdam], 'amsterdam.json')).toThrow(
      'Invalid deployment settings in amsterdam.json:\n  (file): must be a JSON object of settings',
    );
  });

  describe('read from disk', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'deployment-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('reads and checks the file', () => {
      const file = join(dir, 'amsterdam.json');
      writeFileSync(file, JSON.stringify(amsterdam));
      expect(readDeploymentFile(file)).toEqual(amsterdam);
    });

    it('says when the file is missing or not JSON', () => {
      const missing = join(dir, 'missing.json');
      expect(() => readDeploymentFile(missing)).toThrow(`The deployment settings file ${missing} could not be read`);
      const broken = join(dir, 'broken.json');
      writeFileSync(broken, '{ "publicUrl": "https://bookings.citypass-amsterdam.com", }');
      expect(() => readDeploymentFile(broken)).toThrow(`The deployment settings file ${broken} is not valid JSON`);
    });
  });

  it('stands for the variables of the same settings, leaving out what it does not set', () => {
    expect(settingsAsEnv(amsterdam)).toEqual({
      PUBLIC_URL: 'https://bookings.citypass-amsterdam.com',
      CONTACT_URL: 'https://www.citypass-amsterdam.com/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass-amsterdam.com/customer-services',
      SECURITY_CONTACT: 'mailto:security@citypass-amsterdam.com',
      ANALYTICS_ID: 'GTM-K7Q2AMS',
      REMOTE_AUTH_URL: amsterdam.remotes.auth,
      REMOTE_ATTRACTIONS_URL: amsterdam.remotes.attractions,
      REMOTE_BOOKINGS_URL: amsterdam.remotes.bookings,
    });
    const { remotes: _remotes, ...withoutRemotes } = amsterdam;
    expect(settingsAsEnv({ ...withoutRemotes, analyticsId: null })).toEqual({
      PUBLIC_URL: 'https://bookings.citypass-amsterdam.com',
      CONTACT_URL: 'https://www.citypass-amsterdam.com/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass-amsterdam.com/customer-services',
      SECURITY_CONTACT: 'mailto:security@citypass-amsterdam.com',
    });
  });
});

it("refuses a brand given as a bare name: a city's look is an object", () => {
  expect(() => parseDeploymentSettings({ ...amsterdam, brand: 'amsterdam' }, 'amsterdam.json')).toThrow(
    'Invalid deployment settings in amsterdam.json:\n  brand: must be an object: id, name, shortName, colors (and optionally tagline, font, logo, radius)',
  );
});
