// The preloader learns early which scripts this page's remotes need, but asking for them at once
// would split a slow connection with the shell's main script, which the page needs first. So
// they wait until the shell starts to run, and download while it starts up. The two are
// separate scripts, so the queue is a property of the global object.
const STORE = '__citypassScriptDownloads';

interface Queue {
  started: boolean;
  waiting: string[];
}

function queue(): Queue {
  const holder = globalThis as unknown as Record<string, Queue | undefined>;
  holder[STORE] ??= { started: false, waiting: [] };
  return holder[STORE];
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
}

/** Preloader: download this script once the shell runs (at once if it already does). */
export function downloadWhenShellRuns(href: string): void {
  const { started, waiting } = queue();
  if (started) preloadScript(href);
  else waiting.push(href);
}

/** Shell: the main script has arrived; the remotes' scripts may download now. */
export function startWaitingDownloads(): void {
  const current = queue();
  current.started = true;
  current.waiting.splice(0).forEach(preloadScript);
}
