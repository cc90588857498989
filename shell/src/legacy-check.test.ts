// The legacy notice runs as a plain script before the bundle; its rule is tested here.
import { PAGE_DATA_ELEMENT_IDS } from '@citypass/contracts';
import { screen } from '@testing-library/react';

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

describe("the legacy notice in the page's language", () => {
  // The page as the BFF writes it: the notice's text in a JSON data block of its head.
  const pageWithNotice = (block: string) => {
    document.head.innerHTML = `<script id="${PAGE_DATA_ELEMENT_IDS.legacyNotice}" type="application/json">${block}</script>`;
    document.body.innerHTML = '<div id="root"></div>';
  };

  it('says what the page carries, in German on a German page', () => {
    pageWithNotice(JSON.stringify({ text: 'Ihr Browser wird nicht mehr unterstützt. Bitte aktualisieren Sie ihn.' }));
    showNotice(document);
    expect(screen.getByRole('alert')).toHaveTextContent('Ihr Browser wird nicht mehr unterstützt. Bitte aktualisieren Sie ihn.');
  });

  it('shows the text as text, never as markup', () => {
    pageWithNotice(JSON.stringify({ text: '<img src=x onerror=alert(1)>' }).replace(/</g, '\\u003c'));
    showNotice(document);
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([['no JSON', '{text:'], ['no text', '{"title":"x"}'], ['an empty text', '{"text":""}']])('falls back to English for a block with %s', (_what, block) => {
    pageWithNotice(block);
    showNotice(document);
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser is no longer supported.');
  });
});
