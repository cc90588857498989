import { remoteFilesOf } from './remote-files';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', buildInfo: { buildVersion: '0.1.0-236e29338005' } },
  exposes: [
    { name: 'AttractionsPage', assets: { js: { sync: ['945.0012890eb1.js', '__federation_expose_AttractionsPage.c94be219d3.js'], async: ['102.js'] } } },
    { name: 'ConfirmationPage', assets: { js: { sync: [] } } },
  ],
};

describe('the files a remote’s manifest names', () => {
  it('are each exposed module’s first scripts, beside the manifest, and the build’s version', () => {
    expect(remoteFilesOf(manifest, 'https://cdn.example/attractions/v2/mf-manifest.json')).toEqual({
      version: '0.1.0-236e29338005',
      exposes: {
        AttractionsPage: [
          'https://cdn.example/attractions/v2/945.0012890eb1.js',
          'https://cdn.example/attractions/v2/__federation_expose_AttractionsPage.c94be219d3.js',
        ],
        ConfirmationPage: [],
      },
    });
  });

  it('follow a public path the manifest names, when its entry stays beside it', () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, publicPath: '/attractions/v2/' } };
    expect(remoteFilesOf(moved, 'https://cdn.example/attractions/v2/mf-manifest.json')?.exposes.AttractionsPage?.[0]).toBe('https://cdn.example/attractions/v2/945.0012890eb1.js');
  });

  it('are none for a build whose entry is not beside its manifest, which pages register', () => {
    const elsewhere = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.example/a' } };
    expect(remoteFilesOf(elsewhere, 'https://cdn.example/mf-manifest.json')).toBeNull();
    const renamed = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'entry.js' } } };
    expect(remoteFilesOf(renamed, 'https://cdn.example/mf-manifest.json')).toBeNull();
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
      exposes: {},
    });
  });
});
