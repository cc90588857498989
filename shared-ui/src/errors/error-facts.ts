import { isApiError } from '@citypass/shared-ui/api/proxy-client';

/** The spec's error code a failed call carries: an ApiError's, or that of a bare parsed body. */
export function errorCodeOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.errorCode;
  if (typeof error !== 'object' || error === null) return undefined;
  const { error_code: code } = error as { error_code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** A failure of the whole session (401 signs out, 403 goes home) rather than of one view or call. */
export function isSessionWide(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** A call no answer came to at all (status 0): the network, not the service; a page may then show what the device kept. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}
