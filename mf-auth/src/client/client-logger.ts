import { CLIENT_LOG_PATH } from '@citypass/contracts';

type ClientLogCode = 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR';

interface ClientLogDetails {
  error?: unknown;
  url?: string;
}

function describe(error: unknown): { error: string; message: string } {
  if (error instanceof Error) return { error: error.name, message: error.message };
  return { error: String(error), message: String(error) };
}

/** The beacon's form: level, code, the flattened details, then client=true (protocol section 8). */
function logBeaconBody(code: ClientLogCode, details: ClientLogDetails): URLSearchParams {
  const body = new URLSearchParams({ level: 'error', code });
  if (details.error !== undefined) {
    const { error, message } = describe(details.error);
    body.set('error', error);
    if (details.url !== undefined) body.set('url', details.url);
    body.set('message', message);
  } else if (details.url !== undefined) {
    body.set('url', details.url);
  }
  body.set('client', 'true');
  return body;
}

/**
 * Reports a client-side auth failure to the console and to the server's log beacon.
 * The beacon never throws: logging must not turn a failure into a second one.
 */
export function logClientError(code: ClientLogCode, details: ClientLogDetails = {}): void {
  console.error(`[auth] ${code}`, details);
  const body = logBeaconBody(code, details);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(CLIENT_LOG_PATH, body);
      return;
    }
    void fetch(CLIENT_LOG_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Nothing left to report to.
  }
}
