import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkSettings } from './settings-problems';

const AMSTERDAM = resolve(__dirname, '../../../deployments/amsterdam.json');
const HASH = 'a'.repeat(64);
const production = {
  NODE_ENV: 'production',
  DEPLOYMENT_FILE: AMSTERDAM,
  AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
  RELEASE_REGISTRY_FILE: 'releases-registry.json',
  RELEASE_TOKENS: `auth=${HASH},bookings=${HASH}`,
  UPSTREAM_URL: 'https://reservations.citypass-amsterdam.com',
};

describe('the settings, checked as a start checks them', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'citypass-check-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("find nothing wrong with a city's production settings, nor with development's defaults", async () => {
    expect(await checkSettings(production)).toMatchObject({ env: { DEPLOYMENT_FILE: AMSTERDAM, NODE_ENV: 'production' }, problems: [] });
    expect(await checkSettings({})).toMatchObject({ env: { NODE_ENV: 'development' }, problems: [] });
  });

  it('report every rule production settings break, each on a line of its own', async () => {
    const { problems } = await checkSettings({
      NODE_ENV: 'production',
      BRAND: 'amsterdam',
      PUBLIC_URL: 'https://bookings.citypass-amsterdam.com',
      CUSTOMER_SERVICES_URL: 'http://www.citypass-amsterdam.com/help',
      REMOTE_ATTRACTIONS_URL: 'https://remotes.citypass-global.com/attractions/',
      REMOTES_FILE: 'remotes.json',
      RELEASE_TOKENS: 'auth=not-a-hash',
    });
    expect(problems).toEqual([
      "BRAND: a city's look is its settings file's brand object; remove BRAND (CONFIGURATION.md)",
      'NO_SECRET: AUTH_SECRET must be set in production (at least 32 random characters, e.g. `openssl rand -hex 32`).',
      'Contact links must be https on a real host in production: contactUrl (CONTACT_URL): https://www.citypass.example/contact is on a placeholder host (www.citypass.example)',
      'Contact links must be https on a real host in production: customerServicesUrl (CUSTOMER_SERVICES_URL): http://www.citypass-amsterdam.com/help is not https',
      'The security contact must be on a real host in production: securityContact (SECURITY_CONTACT): mailto:security@citypass.example is on a placeholder host (citypass.example)',
      "The accessibility statement's settings: accessibility.contact (ACCESSIBILITY_CONTACT): is required in production: where visitors report a barrier, must be a mailto: address or an https URL",
      "The accessibility statement's settings: accessibility.reviewed (ACCESSIBILITY_REVIEWED): is required in production: the day the statement was last reviewed, as YYYY-MM-DD",
      'Release origins must be https on a real host in production: remotes.auth (REMOTE_AUTH_URL): http://localhost:3001/ is not https on a real host',
      'Release origins must be https on a real host in production: remotes.bookings (REMOTE_BOOKINGS_URL): http://localhost:3003/ is not https on a real host',
      'In production remotes load only as promoted releases: set RELEASE_REGISTRY_FILE, not REMOTES_FILE, which is for development (RELEASING.md)',
      "UPSTREAM_URL must be set in production: the city's reservations service (the reference service with its demo orders runs only outside production)",
      'RELEASE_TOKENS: "auth=…" must be <remote>=<sha256 hex of the token>, the remote one of auth, attractions, bookings',
    ]);
  });

  it("report every wrong field of the file and every wrong variable together, and no rule's problem on top", async () => {
    const file = join(dir, 'city.json');
    writeFileSync(file, JSON.stringify({ brand: 'gotham', publicUrl: 'https://bookings.citypass-amsterdam.com', contactUrl: 'mailto:help' }));
    expect(await checkSettings({ ...production, DEPLOYMENT_FILE: file, PORT: 'eighty', REDIS_URL: 'http://redis' })).toEqual({
      env: null,
      problems: [
        `Invalid deployment settings in ${file}: brand: must be an object: id, name, shortName, colors (and optionally tagline, font, logo, radius)`,
        `Invalid deployment settings in ${file}: contactUrl: must be an http or https URL`,
        `Invalid deployment settings in ${file}: customerServicesUrl: is required`,
        `Invalid deployment settings in ${file}: securityContact: is required`,
        'Invalid configuration: PORT: Invalid input: expected number, received NaN',
        'Invalid configuration: REDIS_URL: REDIS_URL must start with redis:// or rediss://',
      ],
    });
  });

  it("name a settings file that cannot be read, and still check the environment's variables", async () => {
    const missing = join(dir, 'missing.json');
    const { env, problems } = await checkSettings({ ...production, DEPLOYMENT_FILE: missing, LOG_LEVEL: 'loud' });
    expect(env).toBeNull();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(`The deployment settings file ${missing} could not be read (ENOENT`);
    expect(problems[1]).toMatch(/^Invalid configuration: LOG_LEVEL: /);
  });
});

describe("the city's look, checked as a start checks it", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'citypass-look-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a look visitors could not read, an unsafe logo and a file outside the folder, a line each naming the field', async () => {
    const city = JSON.parse(readFileSync(AMSTERDAM, 'utf8')) as { brand: Record<string, unknown> };
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>');
    const file = join(dir, 'city.json');
    writeFileSync(file, JSON.stringify({ ...city, brand: { ...city.brand, colors: { primary: '#7a1f3d', onPrimary: '#9a4f6d', background: '#ffffff', text: '#1a1f24' }, logo: 'logo.svg' } }));
    expect((await checkSettings({ ...production, DEPLOYMENT_FILE: file })).problems).toEqual([
      'brand.colors.onPrimary: contrast 1.7:1 on brand.colors.primary, needs 4.5:1',
      'brand.colors.onPrimary: contrast 2.4:1 on brand.colors.primaryPressed (derived), needs 4.5:1',
      'brand.logo: "logo.svg" has an event handler (onload)',
    ]);
    writeFileSync(file, JSON.stringify({ ...city, brand: { ...city.brand, logo: '../elsewhere/logo.svg' } }));
    expect((await checkSettings({ ...production, DEPLOYMENT_FILE: file })).problems).toEqual(['brand.logo: "../elsewhere/logo.svg" is outside the settings file\'s folder']);
  });
});
