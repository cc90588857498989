import { loadTagManager, track } from './analytics';

afterEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('track', () => {
  it('creates the data layer and pushes the event with its data', () => {
    track('booking_made', { offer_id: 7 });
    track('booking_cancelled');
    expect(window.dataLayer).toEqual([{ event: 'booking_made', offer_id: 7 }, { event: 'booking_cancelled' }]);
  });

  it('appends to a data layer that already exists', () => {
    window.dataLayer = [{ event: 'earlier' }];
    track('later');
    expect(window.dataLayer).toHaveLength(2);
  });
});

describe('loadTagManager', () => {
  it('adds no script without a container id or with a malformed one', () => {
    expect(loadTagManager()).toBe(false);
    expect(loadTagManager('')).toBe(false);
    expect(loadTagManager('GTM-abc"><script>')).toBe(false);
    expect(loadTagManager('UA-12345')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('injects the container script once for a valid id', () => {
    expect(loadTagManager('GTM-AB12CD')).toBe(true);
    expect(loadTagManager('GTM-AB12CD')).toBe(false);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});
