import { fetchAppConfig, parseAppConfig } from './app-config';

const valid = {
  brand: 'amsterdam',
  remotes: [{ name: 'auth', entry: 'http://localhost:3001/mf-manifest.json' }],
  analyticsId: null,
  contactUrl: 'https://example.com/contact',
};

describe('app configuration', () => {
  it('accepts the BFF configuration', () => {
    expect(parseAppConfig(valid)).toEqual(valid);
  });

  it.each([
    ['no brand', { ...valid, brand: undefined }],
    ['an unknown remote', { ...valid, remotes: [{ name: 'payments', entry: 'http://x/mf-manifest.json' }] }],
    ['remotes that are not a list', { ...valid, remotes: {} }],
    ['no contact URL', { ...valid, contactUrl: 3 }],
  ])('rejects %s', (_label, value) => {
    expect(() => parseAppConfig(value)).toThrow();
  });

  it('reports an HTTP failure clearly', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchAppConfig(fetchImpl)).rejects.toThrow('HTTP 503');
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.objectContaining({ cache: 'no-store' }));
  });
});
