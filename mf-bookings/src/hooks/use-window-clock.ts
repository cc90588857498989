import { useEffect, useState } from 'react';
import { nextWindowClose, type WindowFacts } from '../rules/change-window';

// The longest delay setTimeout keeps (about 24.8 days); a later close is waited for in steps.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time now, as the bookings' change windows need it: read again the moment the next open window
 * closes (so its card stops offering changes while the page is open) and whenever the page is shown
 * again (timers of a hidden page or a sleeping machine may run late).
 */
export function useWindowClock(bookings: readonly WindowFacts[]): number {
  const [now, setNow] = useState(Date.now);
  const nextClose = nextWindowClose(bookings, now);

  useEffect(() => {
    if (nextClose === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextClose + 1 - now, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [nextClose, now]);

  useEffect(() => {
    const readAgain = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', readAgain);
    return () => document.removeEventListener('visibilitychange', readAgain);
  }, []);

  return now;
}
