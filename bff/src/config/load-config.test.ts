import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './load-config';

const barcelona = {
  brand: { id: 'barcelona', name: 'Barcelona City Pass', shortName: 'Barcelona', colors: { primary: '#004d98', onPrimary: '#ffffff', background: '#fffdf9', text: '#2a1f1a' } },
  publicUrl: 'https://bookings.citypass-barcelona.com',
  contactUrl: 'https://www.citypass-barcelona.com/contact',
  customerServicesUrl: 'https://www.citypass-barcelona.com/customer-services',
  securityContact: 'mailto:security@citypass-barcelona.com',
  analyticsId: 'GTM-R3B8BCN',
  remotes: {
    auth: 'https://remotes.citypass-global.com/auth/',
    attractions: 'https://remotes.citypass-global.com/attractions/',
    bookings: 'https://remotes.citypass-global.com/bookings/',
  },
};

describe('the configuration of a deployment', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deployment-'));
    file = join(dir, 'barcelona.json');
    writeFileSync(file, JSON.stringify(barcelona));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('without a settings file, is the environment with its defaults (development placeholders for contact links)', () => {
    const env = loadConfig({});
    expect(env).toMatchObject({
      PUBLIC_URL: 'http://localhost:8080',
      CONTACT_URL: 'https://www.citypass.example/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass.example/customer-services',
      SECURITY_CONTACT: 'mailto:security@citypass.example',
      REMOTE_AUTH_URL: 'http://localhost:3001/',
    });
    expect(env.ANALYTICS_ID).toBeUndefined();
  });

  it("takes the app's origin from the port when none is set, and keeps one that is", () => {
    expect(loadConfig({ PORT: '8090' }).PUBLIC_URL).toBe('http://localhost:8090');
    expect(loadConfig({ PORT: '8090', PUBLIC_URL: 'https://bookings.citypass-amsterdam.com' }).PUBLIC_URL).toBe('https://bookings.citypass-amsterdam.com');
  });

  it('takes every setting the file holds', () => {
    expect(loadConfig({ DEPLOYMENT_FILE: file })).toMatchObject({
      PUBLIC_URL: 'https://bookings.citypass-barcelona.com',
      CONTACT_URL: 'https://www.citypass-barcelona.com/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass-barcelona.com/customer-services',
      SECURITY_CONTACT: 'mailto:security@citypass-barcelona.com',
      ANALYTICS_ID: 'GTM-R3B8BCN',
      REMOTE_AUTH_URL: barcelona.remotes.auth,
      REMOTE_ATTRACTIONS_URL: barcelona.remotes.attractions,
      REMOTE_BOOKINGS_URL: barcelona.remotes.bookings,
    });
  });

  it('lets a variable win over the field of the file it stands for, field by field', () => {
    const env = loadConfig({
      DEPLOYMENT_FILE: file,
      PUBLIC_URL: 'http://localhost:25080',
      CONTACT_URL: 'https://help.citypass-barcelona.com/contact',
      REMOTE_AUTH_URL: 'http://localhost:25081/',
    });
    expect(env).toMatchObject({
      PUBLIC_URL: 'http://localhost:25080',
      CONTACT_URL: 'https://help.citypass-barcelona.com/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass-barcelona.com/customer-services',
      REMOTE_AUTH_URL: 'http://localhost:25081/',
      REMOTE_ATTRACTIONS_URL: barcelona.remotes.attractions,
    });
  });

  it('names a wrong variable by its name, even when the file has a good value for it', () => {
    expect(() => loadConfig({ DEPLOYMENT_FILE: file, CUSTOMER_SERVICES_URL: 'customer services' })).toThrow(
      'Invalid configuration:\n  CUSTOMER_SERVICES_URL: must be an http or https URL',
    );
  });

  it.each([
    ['CONTACT_URL', 'javascript:alert(1)'],
    ['CUSTOMER_SERVICES_URL', 'data:text/html,hello'],
    ['PUBLIC_URL', 'ftp://bookings.example'],
    ['UPSTREAM_URL', 'file:///etc/passwd'],
  ])('refuses %s=%s: an address the BFF calls or a page links to is http or https', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration:\n  ${name}: must be an http or https URL`);
  });

  it('stops at a wrong file before reading anything else', () => {
    writeFileSync(file, JSON.stringify({ ...barcelona, brand: 'barcelona' }));
    expect(() => loadConfig({ DEPLOYMENT_FILE: file })).toThrow(
      `Invalid deployment settings in ${file}:\n  brand: must be an object: id, name, shortName, colors (and optionally tagline, font, logo, radius)`,
    );
  });
});
