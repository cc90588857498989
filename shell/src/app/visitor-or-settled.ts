// For work a page can do without at first: it waits until the visitor does something, or until
// the page has loaded and a while has passed, so it takes neither bandwidth nor main-thread time
// from what the visitor came to see.
const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'visibilitychange'] as const;

/** How long after the page's load event deferred work waits when the visitor does nothing. */
export const SETTLE_AFTER_LOAD_MS = 2000;

/** Runs `task` once, at the visitor's first activity or once the page has settled; returns a cancel. */
export function whenVisitorActsOrPageSettles(task: () => void, settleMs = SETTLE_AFTER_LOAD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    timer = setTimeout(run, settleMs);
  };
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('load', startTimer);
    for (const type of ACTIVITY) document.removeEventListener(type, run, true);
  };
  function run() {
    cancel();
    task();
  }
  for (const type of ACTIVITY) document.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return cancel;
}
