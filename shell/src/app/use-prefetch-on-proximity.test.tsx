import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ROUTE_PAGES, ROUTES } from '@citypass/contracts';
import { prefetchRemote } from '../federation/remote-loader';
import { usePrefetchOnProximity } from './use-prefetch-on-proximity';
import { SETTLE_AFTER_LOAD_MS } from './visitor-or-settled';

jest.mock('../federation/remote-loader', () => ({ prefetchRemote: jest.fn() }));

// jsdom has no IntersectionObserver: this one calls every link it watches in view.
class InViewObserver {
  constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target }]);
  }
  disconnect() {}
}

function Links() {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  usePrefetchOnProximity(root);
  return (
    <nav ref={setRoot}>
      <a href={ROUTES.attractions}>Attractions</a>
      <a href={ROUTES.bookings}>My bookings</a>
      <a href="https://elsewhere.example/">Elsewhere</a>
    </nav>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(prefetchRemote).mockReset();
  Object.assign(window, { IntersectionObserver: InViewObserver });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('links to remote pages, warmed ahead of a click', () => {
  it('are not warmed for being in view until the page has settled: the first paint keeps the bandwidth', () => {
    render(<Links />);
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(prefetchRemote).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([[ROUTE_PAGES[ROUTES.attractions].module], [ROUTE_PAGES[ROUTES.bookings].module]]);
  });

  it('are warmed at once when a pointer reaches one, before the page has settled, and each page once', () => {
    render(<Links />);
    const link = screen.getByRole('link', { name: 'My bookings' });
    act(() => link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    act(() => link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    expect(jest.mocked(prefetchRemote).mock.calls).toEqual([[ROUTE_PAGES[ROUTES.bookings].module]]);
  });

  it('are all warmed once the visitor acts (a tap anywhere) without waiting for the page to settle', () => {
    render(<Links />);
    act(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(prefetchRemote).toHaveBeenCalledTimes(2);
  });
});
