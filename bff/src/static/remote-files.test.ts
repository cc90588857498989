import { remoteFilesOf } from './remote-files';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    { name: 'AttractionsPage', assets: { js: { sync: ['945.0012890eb1.js', '__federation_expose_AttractionsPage.c94be219d3.js'], async: ['102.js'] } } },
    { name: 'ConfirmationPage', assets: { js: { sync: [] } } },
  ],
};

describe('the files a remote’s manifest names', () => {
  it('are its remote entry and each exposed module’s first scripts, beside the manifest', () => {
    expect(remoteFilesOf(manifest, 'https://cdn.example/attractions/v2/mf-manifest.json')).toEqual({
      entry: 'https://cdn.example/attractions/v2/remoteEntry.js',
      exposes: {
        AttractionsPage: [
          'https://cdn.example/attractions/v2/945.0012890eb1.js',
          'https://cdn.example/attractions/v2/__federation_expose_AttractionsPage.c94be219d3.js',
        ],
        ConfirmationPage: [],
      },
    });
  });

  it('follow a public path the manifest names', () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.example/a' } };
    expect(remoteFilesOf(moved, 'https://cdn.example/mf-manifest.json')?.entry).toBe('https://static.example/a/remoteEntry.js');
  });

  it('are only web addresses', () => {
    const hostile = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'Page', assets: { js: { sync: ['javascript:alert(1)', 'ok.js'] } } }] };
    expect(remoteFilesOf(hostile, 'https://cdn.example/m.json')?.exposes).toEqual({ Page: ['https://cdn.example/ok.js'] });
    expect(remoteFilesOf({ metaData: { remoteEntry: { name: 'javascript:alert(1)' } } }, 'https://cdn.example/m.json')).toBeNull();
  });

  it('are none for something that is not a manifest', () => {
    expect(remoteFilesOf(null, 'https://cdn.example/mf-manifest.json')).toBeNull();
    expect(remoteFilesOf({ metaData: {} }, 'https://cdn.example/mf-manifest.json')).toBeNull();
    expect(remoteFilesOf({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'Page', assets: { js: { sync: 'x' } } }] }, 'https://cdn.example/m.json')).toEqual({
      entry: 'https://cdn.example/remoteEntry.js',
      exposes: {},
    });
  });
});
