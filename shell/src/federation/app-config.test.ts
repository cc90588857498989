import { pageWithData } from '../testing/page-with-data';
import { checkAppConfig } from '@citypass/shared-ui/src/platform/contract-checks';
import { CONFIG_ELEMENT_ID, deploymentLinksOf, fetchAppConfig, loadAppConfig } from './app-config';

const valid = {
  brand: 'amsterdam',
  remotes: [{ name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' }],
  analyticsId: null,
  contactUrl: 'https://www.citypass-amsterdam.com/contact',
  customerServicesUrl: 'https://www.citypass-amsterdam.com/customer-services',
};

describe('app configuration', () => {
  it('accepts the BFF configuration', () => {
    expect(checkAppConfig(valid)).toEqual(valid);
  });

  it.each([
    ['no brand', { ...valid, brand: undefined }],
    ['an unknown remote', { ...valid, remotes: [{ name: 'payments', entry: 'http://x/mf-manifest.json' }] }],
    ['remotes that are not a list', { ...valid, remotes: {} }],
    ['an analytics id that is not text', { ...valid, analyticsId: 42 }],
    ['no contact URL', { ...valid, contactUrl: 3 }],
    ['no customer services URL', { ...valid, customerServicesUrl: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(() => checkAppConfig(value)).toThrow();
  });

  it('shows a brand this build does not know in the default theme, rather than failing the page', () => {
    expect(checkAppConfig({ ...valid, brand: 'paris' }).brand).toBe('legacy');
  });

  it("gives the deployment's help links to the platform", () => {
    expect(deploymentLinksOf(checkAppConfig(valid))).toEqual({
      contact: 'https://www.citypass-amsterdam.com/contact',
      customerServices: 'https://www.citypass-amsterdam.com/customer-services',
    });
  });

  it('reports an HTTP failure clearly', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchAppConfig(fetchImpl)).rejects.toThrow('HTTP 503');
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.objectContaining({ cache: 'no-store' }));
  });

  describe('from the page', () => {
    const pageWith = (content: string | null) => pageWithData(CONFIG_ELEMENT_ID, content);

    it('reads the configuration the page carries, without a request', async () => {
      const fetchImpl = jest.fn();
      await expect(loadAppConfig(pageWith(JSON.stringify(valid)), fetchImpl)).resolves.toEqual(valid);
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('fetches it when the page has none', async () => {
      const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => valid });
      await expect(loadAppConfig(pageWith(null), fetchImpl)).resolves.toEqual(valid);
      expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.anything());
    });

    it('rejects a configuration in the page that is not valid', async () => {
      await expect(loadAppConfig(pageWith('{"brand":'), jest.fn())).rejects.toThrow();
      await expect(loadAppConfig(pageWith(JSON.stringify({ ...valid, remotes: 'x' })), jest.fn())).rejects.toThrow('remotes');
    });
  });
});
