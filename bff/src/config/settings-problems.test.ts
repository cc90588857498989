import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it("find nothing wrong with a city's production settings, nor with development's defaults", () => {
    expect(checkSettings(production)).toMatchObject({ env: { BRAND: 'amsterdam', NODE_ENV: 'production' }, problems: [] });
    expect(checkSettings({})).toMatchObject({ env: { NODE_ENV: 'development' }, problems: [] });
  });

  it('report every rule production settings break, each on a line of its own', () => {
    const { problems } = checkSettings({
      NODE_ENV: 'production',
      BRAND: 'gotham',
      PUBLIC_URL: 'https://bookings.citypass-amsterdam.com',
      CUSTOMER_SERVICES_URL: 'http://www.citypass-amsterdam.com/help',
      REMOTE_ATTRACTIONS_URL: 'https://remotes.citypass-global.com/attractions/',
      REMOTES_FILE: 'remotes.json',
      RELEASE_TOKENS: 'auth=not-a-hash',
    });
    expect(problems).toEqual([
      'Unknown brand "gotham". BRAND must be one of: legacy, wip, amsterdam, barcelona, newyork.',
      'NO_SECRET: AUTH_SECRET must be set in production (at least 32 random characters, e.g. `openssl rand -hex 32`).',
      'Contact links must be https on a real host in production: contactUrl (CONTACT_URL): https://www.citypass.example/contact is on a placeholder host (www.citypass.example)',
      'Contact links must be https on a real host in production: customerServicesUrl (CUSTOMER_SERVICES_URL): http://www.citypass-amsterdam.com/help is not https',
      'The security contact must be on a real host in production: securityContact (SECURITY_CONTACT): mailto:security@citypass.example is on a placeholder host (citypass.example)',
      'Release origins must be https on a real host in production: remotes.auth (REMOTE_AUTH_URL): http://localhost:3001/ is not https on a real host',
      'Release origins must be https on a real host in production: remotes.bookings (REMOTE_BOOKINGS_URL): http://localhost:3003/ is not https on a real host',
      'In production remotes load only as promoted releases: set RELEASE_REGISTRY_FILE, not REMOTES_FILE, which is for development (RELEASING.md)',
      "UPSTREAM_URL must be set in production: the city's reservations service (the reference service with its demo orders runs only outside production)",
      'RELEASE_TOKENS: "auth=…" must be <remote>=<sha256 hex of the token>, the remote one of auth, attractions, bookings',
    ]);
  });

  it("report every wrong field of the file and every wrong variable together, and no rule's problem on top", () => {
    const file = join(dir, 'city.json');
    writeFileSync(file, JSON.stringify({ brand: 'gotham', publicUrl: 'https://bookings.citypass-amsterdam.com', contactUrl: 'mailto:help' }));
    expect(checkSettings({ ...production, DEPLOYMENT_FILE: file, PORT: 'eighty', REDIS_URL: 'http://redis' })).toEqual({
      env: null,
      problems: [
        `Invalid deployment settings in ${file}: brand: must be one of legacy, wip, amsterdam, barcelona, newyork`,
        `Invalid deployment settings in ${file}: contactUrl: must be an http or https URL`,
        `Invalid deployment settings in ${file}: customerServicesUrl: is required`,
        `Invalid deployment settings in ${file}: securityContact: is required`,
        'Invalid configuration: PORT: Invalid input: expected number, received NaN',
        'Invalid configuration: REDIS_URL: REDIS_URL must start with redis:// or rediss://',
      ],
    });
  });

  it("name a settings file that cannot be read, and still check the environment's variables", () => {
    const missing = join(dir, 'missing.json');
    const { env, problems } = checkSettings({ ...production, DEPLOYMENT_FILE: missing, LOG_LEVEL: 'loud' });
    expect(env).toBeNull();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(`The deployment settings file ${missing} could not be read (ENOENT`);
    expect(problems[1]).toMatch(/^Invalid configuration: LOG_LEVEL: /);
  });
});
