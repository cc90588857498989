import { shownErrorAnswer } from '@citypass/releases';
import type { Refusal } from '@citypass/releases/contract';

// What the BFF answers for an error no route answered itself, in the error catalogue's shape.
interface ErrorAnswer {
  status: number;
  body: Refusal;
}

/**
 * An error that says it may be shown (a refusal of the release API) answers with its own status,
 * code, message and problems. A request refused as sent (a body over the limit, malformed, in a
 * charset or encoding that cannot be read, a path that cannot be decoded) is the visitor's fault
 * and answers 400 or 413; anything else is the BFF's own failure and answers the spec's default
 * for unknown errors.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  const shown = shownErrorAnswer(error);
  if (shown) return shown;
  const status = statusOf(error);
  if (status === 413) return { status: 413, body: { error_code: 'PAYLOAD_TOO_LARGE' } };
  if (status !== undefined && status >= 400 && status < 500) return { status: 400, body: { error_code: 'INVALID_REQUEST' } };
  return { status: 500, body: { error_code: 'SOMETHING_WRONG' } };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * What the log may say of an unexpected error: its kind and system code. Its message and stack
 * stay out, as they can carry tokens, cookies or the secret the failing call was handed.
 */
export function describeError(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = 'code' in error && typeof error.code === 'string' && SAFE_CODE.test(error.code) ? error.code : undefined;
  const name = SAFE_CODE.test(error.name) ? error.name : 'Error';
  return code === undefined ? { error: name } : { error: name, code };
}
