import { remoteAssetUrls } from './remote-assets';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    { name: 'AttractionsPage', assets: { js: { sync: ['945.0012890eb1.js', '__federation_expose_AttractionsPage.c94be219d3.js'], async: ['102.js'] } } },
  ],
};

describe('the files a remote needs for one exposed module', () => {
  it('are its remote entry and the exposed module’s first scripts, beside the manifest', () => {
    expect(remoteAssetUrls(manifest, 'https://cdn.example/attractions/v2/mf-manifest.json', 'AttractionsPage')).toEqual([
      'https://cdn.example/attractions/v2/remoteEntry.js',
      'https://cdn.example/attractions/v2/945.0012890eb1.js',
      'https://cdn.example/attractions/v2/__federation_expose_AttractionsPage.c94be219d3.js',
    ]);
  });

  it('follow a public path the manifest names', () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.example/a' } };
    expect(remoteAssetUrls(moved, 'https://cdn.example/mf-manifest.json', 'Nothing')).toEqual(['https://static.example/a/remoteEntry.js']);
  });

  it('are none for something that is not a manifest', () => {
    expect(remoteAssetUrls(null, 'https://cdn.example/mf-manifest.json', 'AttractionsPage')).toEqual([]);
    expect(remoteAssetUrls({ metaData: {} }, 'https://cdn.example/mf-manifest.json', 'AttractionsPage')).toEqual([]);
    expect(remoteAssetUrls({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'AttractionsPage', assets: { js: { sync: 'x' } } }] }, 'https://cdn.example/m.json', 'AttractionsPage')).toEqual([
      'https://cdn.example/remoteEntry.js',
    ]);
  });
});
