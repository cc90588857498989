import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

// The versions line is for the teams, not for visitors: it shows only when asked for, by the
// address (`?versions`) when the page loads or by Alt+Shift+V, and stays asked for in the tab.

const STORAGE_KEY = 'citypass.versions';
const QUERY_FLAG = 'versions';

/** Alt+Shift+V, by the key's place on the keyboard: with Alt held, the character differs by layout. */
function isVersionsToggle(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyV';
}

// Storage can be refused (a private window, blocked site data): the line then lasts for the page.
function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function remember(shown: boolean): void {
  try {
    if (shown) window.sessionStorage.setItem(STORAGE_KEY, '1');
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // The line still shows or hides for this page.
  }
}

/** Whether this tab asked for the versions line: by the address the page loaded at, by the keys, or earlier. */
export function useVersionsRequest(): boolean {
  const { search } = useLocation();
  const [shown, setShown] = useState(() => new URLSearchParams(search).has(QUERY_FLAG) || remembered());

  useEffect(() => remember(shown), [shown]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isVersionsToggle(event)) return;
      event.preventDefault();
      setShown((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return shown;
}
