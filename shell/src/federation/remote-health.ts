import { HEALTH_REPORTS_PATH, type PageReleases, type RemoteFailureKind, type RemoteHealthReport, type RemoteName } from '@citypass/contracts';

// How each remote fared on this page, reported once per remote with the release the page loads and
// the page's token: started once its first module has rendered, or failed
// (and why). The BFF counts these per release, and stops a canary that fails clearly more often
// than the stable release. Nothing about the visitor is sent.

export interface RemoteHealth {
  started(remote: RemoteName): void;
  /** The kind may take a moment to tell; the remote's outcome is settled at once. */
  failed(remote: RemoteName, kind: Promise<RemoteFailureKind>): void;
}

function send(report: RemoteHealthReport): void {
  try {
    // Form-encoded: a beacon of a simple type, sent without a preflight.
    navigator.sendBeacon?.(HEALTH_REPORTS_PATH, new URLSearchParams(report));
  } catch {
    // Reporting must not turn a failure into a second one.
  }
}

/** Reports for a page with this token and these releases; none for a remote outside them, or without a token. */
export function createRemoteHealth(token: string | undefined, releases: PageReleases['remotes']): RemoteHealth {
  const settled = new Set<RemoteName>();
  const settle = (remote: RemoteName): { version: string; token: string } | undefined => {
    if (settled.has(remote)) return undefined;
    settled.add(remote);
    const version = releases[remote]?.version;
    return token && version ? { version, token } : undefined;
  };
  return {
    started(remote) {
      const page = settle(remote);
      if (page) send({ remote, ...page, outcome: 'started' });
    },
    failed(remote, kind) {
      const page = settle(remote);
      if (page) void kind.then((failure) => send({ remote, ...page, outcome: 'failed', failure }));
    },
  };
}

let installed: RemoteHealth = createRemoteHealth(undefined, {});

/** Makes this page's token and releases the ones its reports carry. */
export function installRemoteHealth(token: string | undefined, releases: PageReleases['remotes']): void {
  installed = createRemoteHealth(token, releases);
}

/** This page's remote health reports (see RemoteHealth). */
export const remoteHealth: RemoteHealth = {
  started: (remote) => installed.started(remote),
  failed: (remote, kind) => installed.failed(remote, kind),
};
