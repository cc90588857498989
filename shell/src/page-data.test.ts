import { TEST_STATEMENT } from '@citypass/contracts/testing';
import { PAGE_DATA_ELEMENT_IDS } from '@citypass/contracts';
import { checkAppConfig } from '@citypass/shared-ui/platform/contract-checks';
import { TEST_CITY } from '@citypass/shared-ui/testing/test-cities';
import { deploymentLinksOf, fetchAppConfig, readPageData } from './page-data';
import { appendDataBlock } from './testing/page-with-data';

const valid = {
  theme: TEST_CITY,
  languages: ['en'],
  remotes: [{ name: 'auth', entry: 'http://localhost:3001/remoteEntry.js' }],
  analyticsId: null,
  contactUrl: 'https://www.citypass-amsterdam.com/contact',
  customerServicesUrl: 'https://www.citypass-amsterdam.com/customer-services',
  accessibility: TEST_STATEMENT,
  offline: true,
};
const session = { user: { name: 'CP-1', email: 'a@example.com' }, orderNumber: 'CP-1', passes: [], expires: '2030-01-01T00:00:00.000Z' };
const remoteFiles = { auth: { exposes: { SignInPage: ['https://auth.example/si.js'] } } };

/** A page as the BFF serves it: each given block as JSON text (a string is written as it is). */
function page(blocks: Partial<Record<keyof typeof PAGE_DATA_ELEMENT_IDS, unknown>>): Document {
  const doc = document.implementation.createHTMLDocument();
  for (const [name, value] of Object.entries(blocks)) {
    const id = PAGE_DATA_ELEMENT_IDS[name as keyof typeof PAGE_DATA_ELEMENT_IDS];
    appendDataBlock(doc, id, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return doc;
}

describe('the page data', () => {
  it('reads the configuration, the session and the remote files the page carries', () => {
    const releases = { enforced: true, remotes: { auth: { version: '0.1.0-0123456789ab', base: 'https://auth.example/0.1.0-0123456789ab/', integrity: { 'remoteEntry.js': `sha384-${'a'.repeat(64)}` } } } };
    expect(readPageData(page({ config: valid, session, remoteFiles, releases }))).toEqual({ config: valid, session, remoteFiles, releases });
  });

  it('reads the token its remotes\' health reports carry, and none that is not one', () => {
    expect(readPageData(page({ health: '"eyJhbGciOiJIUzI1NiJ9.eyJwIjoiMSJ9.c2ln"' })).health).toBe('eyJhbGciOiJIUzI1NiJ9.eyJwIjoiMSJ9.c2ln');
    expect(readPageData(page({ health: '"eyJwIjoiMSJ9.c2ln"' })).health).toBeUndefined();
    expect(readPageData(page({ health: '"not a token"' })).health).toBeUndefined();
    expect(readPageData(page({ health: '{' })).health).toBeUndefined();
  });

  it('says what the dev server\'s page, which carries none, leaves to be fetched', () => {
    expect(readPageData(page({}))).toEqual({ config: undefined, session: undefined, remoteFiles: {}, releases: { enforced: false, remotes: {} } });
  });

  it('loads no remote file unchecked when the releases the page names cannot be read', () => {
    const refuseAll = { enforced: true, remotes: {} };
    expect(readPageData(page({ config: valid, releases: '{"enforced":' })).releases).toEqual(refuseAll);
    expect(readPageData(page({ config: valid, releases: { enforced: false, remotes: { auth: { version: '1' } } } })).releases).toEqual(refuseAll);
  });

  it('tells a signed-out page (null) from one that does not say or cannot be read (undefined)', () => {
    expect(readPageData(page({ config: valid, session: null })).session).toBeNull();
    expect(readPageData(page({ config: valid, session: '{"user":' })).session).toBeUndefined();
    expect(readPageData(page({ config: valid, session: { orderNumber: 'CP-1' } })).session).toBeUndefined();
    expect(readPageData(page({ config: valid, session: { ...session, passes: [{ pass_number: '123456789012' }] } })).session).toBeUndefined();
  });

  it('names no remote files when their block cannot be read: they are hints only', () => {
    expect(readPageData(page({ config: valid, remoteFiles: '{"auth":' })).remoteFiles).toEqual({});
    expect(readPageData(page({ config: valid, remoteFiles: { auth: 'x' } })).remoteFiles).toEqual({});
  });

  it('rejects a configuration in the page that is not valid, naming the field', () => {
    expect(() => readPageData(page({ config: '{"theme":' }))).toThrow();
    expect(() => readPageData(page({ config: { ...valid, remotes: 'x' } }))).toThrow('remotes');
  });
});

describe('app configuration', () => {
  it.each([
    ['no theme', { ...valid, theme: undefined }],
    ['a colour that is no #rrggbb', { ...valid, theme: { ...TEST_CITY, colors: { ...TEST_CITY.colors, primary: 'teal' } } }],
    ['a logo on another origin', { ...valid, theme: { ...TEST_CITY, logo: { wordmark: 'X', image: 'https://tracker.example/logo.svg' } } }],
    ['an unknown remote', { ...valid, remotes: [{ name: 'payments', entry: 'http://x/remoteEntry.js' }] }],
    ['remotes that are not a list', { ...valid, remotes: {} }],
    ['an analytics id that is not text', { ...valid, analyticsId: 42 }],
    ['no contact URL', { ...valid, contactUrl: 3 }],
    ['no customer services URL', { ...valid, customerServicesUrl: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(() => checkAppConfig(value)).toThrow();
  });

  it("carries the city's look, whatever city it is: no build knows a list of them", () => {
    const paris = { ...TEST_CITY, id: 'paris', name: 'Paris City Pass', logo: { wordmark: 'Paris', image: { src: '/city/paris-logo.0123456789.svg', aspectRatio: 2 } } };
    expect(checkAppConfig({ ...valid, theme: paris }).theme).toEqual(paris);
  });

  it("gives the deployment's help links to the platform", () => {
    expect(deploymentLinksOf(checkAppConfig(valid))).toEqual({
      contact: 'https://www.citypass-amsterdam.com/contact',
      customerServices: 'https://www.citypass-amsterdam.com/customer-services',
    });
  });

  it('is fetched, bypassing the cache, when the page has none', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => valid });
    await expect(fetchAppConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.objectContaining({ cache: 'no-store' }));
  });

  it('reports an HTTP failure clearly', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchAppConfig(fetchImpl)).rejects.toThrow('HTTP 503');
  });
});
