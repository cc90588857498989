import { CLIENT_LOG_PATH, type RemoteName } from '@citypass/contracts';
import { releaseFileOf, type ReleaseFile } from './script-integrity';

// A remote file the browser would not run (changed since its release, or not there) is reported
// to the BFF's log, naming the remote, the release and the file, so a team learns of it from its
// logs rather than from visitors. Once per file and page; nothing about the visitor is sent.

/** Why a release file did not load: its content is not the released one, or it could not be fetched. */
export type RefusalReason = 'integrity' | 'unreachable' | 'unknown';

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** Fetches the file again to tell a changed file from one that could not be fetched. */
export async function refusalReason(file: Pick<ReleaseFile, 'integrity'>, url: string, fetchFile: typeof fetch = fetch): Promise<RefusalReason> {
  if (!globalThis.crypto?.subtle) return 'unknown';
  try {
    const response = await fetchFile(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return 'unreachable';
    const digest = `sha384-${base64(await crypto.subtle.digest('SHA-384', await response.arrayBuffer()))}`;
    return digest === file.integrity ? 'unreachable' : 'integrity';
  } catch {
    return 'unreachable';
  }
}

export function refusalReport(file: ReleaseFile, reason: RefusalReason): URLSearchParams {
  const code = reason === 'integrity' ? 'REMOTE_FILE_REFUSED' : 'REMOTE_FILE_NOT_LOADED';
  return new URLSearchParams({ level: 'error', code, remote: file.remote, version: file.version, file: file.file, reason, client: 'true' });
}

function urlOfFailed(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLScriptElement) return target.src || undefined;
  if (target instanceof HTMLLinkElement) return target.href || undefined;
  return undefined;
}

// Why each remote's files were refused on this page, for its health report (remote-failure.ts).
const refusals = new Map<RemoteName, Promise<RefusalReason>[]>();

/** Why this page's files of a remote were refused, for those reported so far. */
export function refusalsOf(remote: RemoteName): Promise<RefusalReason[]> {
  return Promise.all(refusals.get(remote) ?? []);
}

/** Reports each release file of this page that fails to load (load errors do not bubble: caught on the way down). */
export function reportRefusedRemoteFiles(): void {
  const reported = new Set<string>();
  window.addEventListener(
    'error',
    (event) => {
      const url = urlOfFailed(event.target);
      const file = url === undefined ? undefined : releaseFileOf(url);
      if (!url || !file || reported.has(url)) return;
      reported.add(url);
      const reason = refusalReason(file, url);
      refusals.set(file.remote, [...(refusals.get(file.remote) ?? []), reason]);
      void reason.then((reason) => {
        console.error(`[releases] ${file.remote} ${file.version}: ${file.file} was not loaded (${reason})`);
        navigator.sendBeacon?.(CLIENT_LOG_PATH, refusalReport(file, reason));
      });
    },
    true,
  );
}
