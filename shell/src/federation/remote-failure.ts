import type { RemoteFailureKind, RemoteName } from '@citypass/contracts';
import { refusalReason, refusalsOf } from './refused-file-reports';
import { registeredEntryOf, RemoteLoadError } from './remote-loader';
import { releaseFileOf } from './script-integrity';

// Why a remote failed on this page, for its health report: its module threw (render), a file of
// its release was not the released one (integrity: a script or preload the browser refused, its
// entry among them), loading took too long (timeout), or else its files could not be fetched (network).

function causes(error: unknown): { name?: unknown; message?: unknown }[] {
  const chain: { name?: unknown; message?: unknown; cause?: unknown }[] = [];
  for (let cause = error; typeof cause === 'object' && cause !== null && chain.length < 10; cause = (cause as { cause?: unknown }).cause) {
    chain.push(cause as { name?: unknown; message?: unknown });
  }
  return chain;
}

const timedOut = (error: unknown): boolean =>
  causes(error).some(({ name, message }) => name === 'TimeoutError' || (typeof message === 'string' && /time-?out|timed out/i.test(message)));

/** Whether the remote's entry on its server is not the released one (its load fails alike either way). */
async function entryChanged(remote: RemoteName): Promise<boolean> {
  const url = registeredEntryOf(remote);
  const file = url === undefined ? undefined : releaseFileOf(url);
  return url !== undefined && file !== undefined && (await refusalReason(file, url)) === 'integrity';
}

export async function remoteFailureKind(remote: RemoteName, error: unknown): Promise<RemoteFailureKind> {
  if (!(error instanceof RemoteLoadError)) return 'render';
  if ((await refusalsOf(remote)).includes('integrity')) return 'integrity';
  if (timedOut(error)) return 'timeout';
  return (await entryChanged(remote)) ? 'integrity' : 'network';
}
