import { AUTH_PATH } from '@citypass/contracts';
import { logClientError } from './client-logger';

type AuthFetchOutcome = { ok: true; data: unknown } | { ok: false };

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * GET (or POST with a JSON body) `/api/auth/<path>`. A non-2xx answer, a network failure or a
 * body that is not JSON is logged as CLIENT_FETCH_ERROR and reported as a failure, so callers
 * can tell "no data" from "could not ask".
 */
export async function fetchAuth(path: string, body?: unknown): Promise<AuthFetchOutcome> {
  const url = `${AUTH_PATH}/${path}`;
  try {
    const init: RequestInit = { headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin' };
    if (body !== undefined) {
      init.method = 'POST';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    const data: unknown = await response.json();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ok: true, data };
  } catch (error) {
    logClientError('CLIENT_FETCH_ERROR', { error, url });
    return { ok: false };
  }
}

/** The protocol's fetch helper: the data, or null for a failure or an empty object. */
export async function fetchAuthData(path: string, body?: unknown): Promise<unknown> {
  const outcome = await fetchAuth(path, body);
  if (!outcome.ok || isEmptyObject(outcome.data)) return null;
  return outcome.data;
}
