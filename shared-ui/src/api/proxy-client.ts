import { PRODUCT_CALLS, PROXY_PATH, productCallPath, productCallQuery, type ProductCallRequest, type ProxyCallName, type ProxyResponse } from '@citypass/contracts';
import { checkProxyResponse } from '@citypass/shared-ui/platform/contract-checks';
import { takeFirstCall } from '@citypass/shared-ui/api/first-call';

/** A failed product call: the HTTP status (0 when no response came), the spec's error code and the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly body: unknown;

  constructor(status: number, errorCode: string, body: unknown) {
    super(`Request failed with status ${status}: ${errorCode}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface CallInit {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const UNPARSEABLE = Symbol('unparseable');

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return UNPARSEABLE;
  }
}

function errorCodeOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error_code' in body) {
    const code = (body as { error_code: unknown }).error_code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'SOMETHING_WRONG';
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** One of the eight product calls, made as its contract says; its answer is checked against the contract before anyone reads it. */
export async function productCall<Call extends ProxyCallName>(call: Call, request: ProductCallRequest<Call>, init: CallInit = {}): Promise<ProxyResponse<Call>> {
  const { params, query, body } = request as { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  const doFetch = init.fetch ?? globalThis.fetch.bind(globalThis);
  const { method } = PRODUCT_CALLS[call];
  const headers: Record<string, string> = { Accept: 'application/json' };
  const requestInit: RequestInit = { method, credentials: 'same-origin', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestInit.body = JSON.stringify(body);
  }
  if (init.signal) requestInit.signal = init.signal;

  const url = `${PROXY_PATH}${productCallPath(call, params)}${productCallQuery(query)}`;
  let response: Response;
  let text: string;
  try {
    response = await (takeFirstCall(url, method, init.signal) ?? doFetch(url, requestInit));
    text = await response.text();
  } catch (error) {
    // A caller that aborts wants its own AbortError back, not an error to show.
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'SOMETHING_WRONG', null);
  }

  const parsed = parseBody(text);
  if (!response.ok) {
    const errorBody = parsed === UNPARSEABLE ? text : parsed;
    throw new ApiError(response.status, errorCodeOf(errorBody), errorBody);
  }
  if (parsed === UNPARSEABLE) {
    throw new ApiError(response.status, 'SOMETHING_WRONG', text);
  }
  const answer = checkProxyResponse(call, parsed);
  if (answer === undefined) throw new ApiError(response.status, 'SOMETHING_WRONG', parsed);
  return answer;
}
