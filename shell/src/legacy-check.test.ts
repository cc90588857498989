// The legacy notice runs as a plain script before the bundle; its rule is tested here.
const { isUnsupportedBrowser, showNotice } = require('../public/legacy-check.js') as {
  isUnsupportedBrowser(w: unknown): boolean;
  showNotice(doc: Document): void;
};

const modern = () => ({
  location: { search: '' },
  fetch: () => undefined,
  Promise: Object.assign(function P() {}, { allSettled: () => undefined }),
  globalThis: {},
  Object: { fromEntries: () => ({}) },
});

describe('legacy browser check', () => {
  it('lets a current browser through', () => {
    expect(isUnsupportedBrowser(modern())).toBe(false);
  });

  it.each([
    ['no fetch', { fetch: undefined }],
    ['no Promise.allSettled', { Promise: function P() {} }],
    ['no globalThis', { globalThis: undefined }],
    ['no Object.fromEntries', { Object: {} }],
  ])('flags a browser with %s', (_label, missing) => {
    expect(isUnsupportedBrowser({ ...modern(), ...missing })).toBe(true);
  });

  it('can be forced with ?legacy-notice=force', () => {
    expect(isUnsupportedBrowser({ ...modern(), location: { search: '?legacy-notice=force' } })).toBe(true);
  });

  it('shows a visible notice suggesting an update', () => {
    showNotice(document);
    expect(document.body.firstChild).toHaveTextContent('Your browser is no longer supported. Please update it');
    expect(document.getElementById('legacy-browser-notice')).toHaveAttribute('role', 'alert');
  });
});
