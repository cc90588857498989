export interface ForwardRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  /** Aborted when the visitor goes away, so the upstream call stops too. */
  clientGone: AbortSignal;
}

export interface ForwardedResponse {
  status: number;
  body: unknown;
  /** Why the upstream could not answer, for the log. */
  failure?: string;
}

const fail = (status: number, code: string, failure: string): ForwardedResponse => ({ status, body: { error_code: code }, failure });

/**
 * Calls the upstream and turns whatever happens into a status and a JSON body:
 * success and error answers pass through; an outage, a time-out or a garbled answer gets its own code.
 */
export async function forward(request: ForwardRequest): Promise<ForwardedResponse> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.any([AbortSignal.timeout(request.timeoutMs), request.clientGone]),
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return fail(504, 'UPSTREAM_TIMEOUT', 'time-out');
    return fail(502, 'UPSTREAM_UNAVAILABLE', error instanceof Error ? error.message : 'fetch failed');
  }
  const json = parseJson(text);
  if (response.ok) {
    if (json === undefined) return fail(502, 'UPSTREAM_BAD_RESPONSE', `status ${response.status} without a JSON body`);
    return { status: response.status, body: json };
  }
  if (isErrorBody(json)) {
    const { error_code, message } = json;
    return { status: response.status, body: typeof message === 'string' ? { error_code, message } : { error_code } };
  }
  return fail(502, 'UPSTREAM_BAD_RESPONSE', `status ${response.status} without an error_code`);
}

function isErrorBody(value: unknown): value is { error_code: string; message?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { error_code?: unknown }).error_code === 'string';
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
