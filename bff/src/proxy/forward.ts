import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ProxyErrorCode } from '@citypass/contracts';

interface ForwardRequest {
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
  /** The JSON text to answer with, `{error_code[,message]}`, when there is no `stream`. */
  json?: string;
  /**
   * A success answer in JSON, to pass on as it comes (never read whole here: no check needs it),
   * with its length when the upstream gave one. It errors if it is cut off or times out.
   */
  stream?: { body: IncomingMessage; length?: string };
  /** Why the upstream could not answer, for the log. */
  failure?: string;
  /** The code answered for it. */
  failureCode?: ProxyErrorCode;
}

const fail = (status: number, code: ProxyErrorCode, failure: string): ForwardedResponse => ({
  status,
  json: JSON.stringify({ error_code: code }),
  failure,
  failureCode: code,
});

// Upstream connections are kept alive and reused: a fresh connection per proxied call would
// cost more than the call itself. One left idle is closed by the BFF before a server's keep-alive
// time-out (Node's is 5 s) could close it under a call: a booking must never meet that race, as
// it is not sent twice.
export const UPSTREAM_IDLE_MS = 4000;
const agentOptions = { keepAlive: true, maxSockets: 128, timeout: UPSTREAM_IDLE_MS };
const transports = {
  'http:': { send: httpRequest, agent: new HttpAgent(agentOptions) },
  'https:': { send: httpsRequest, agent: new HttpsAgent(agentOptions) },
};

// A kept-alive connection the upstream closes just as a call goes out on it fails with no answer
// at all (ECONNRESET on a reused socket, the race Node's documentation describes); the call never
// reached the upstream, so one that changes nothing is sent once more rather than failing the visitor.
const RESENDABLE_METHODS = new Set(['GET', 'HEAD']);
const closedUnderIt = (outgoing: ClientRequest, error: NodeJS.ErrnoException) => outgoing.reusedSocket && error.code === 'ECONNRESET';

// A success answer says it is JSON by its media type (application/json, or a +json one).
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Calls the upstream and turns whatever happens into a status and a JSON body:
 * success and error answers pass through; an outage, a time-out or a garbled answer gets its own code.
 */
export function forward(request: ForwardRequest): Promise<ForwardedResponse> {
  return new Promise((resolve) => {
    const url = new URL(request.url);
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = payload === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(payload)) };
    const { send, agent } = url.protocol === 'https:' ? transports['https:'] : transports['http:'];
    let settled = false;
    let outgoing: ClientRequest;
    // The time-out and the visitor's leaving watch the call until its answer has come whole.
    const done = () => {
      clearTimeout(timer);
      request.clientGone.removeEventListener('abort', onClientGone);
    };
    const settle = (answer: ForwardedResponse) => {
      if (settled) return;
      settled = true;
      if (!answer.stream) done();
      resolve(answer);
    };
    const sendOnce = (resendable: boolean) => {
      outgoing = send(url, { method: request.method, headers, agent }, (incoming) => {
        const status = incoming.statusCode ?? 502;
        if (status >= 200 && status < 300 && JSON_MEDIA_TYPE.test(incoming.headers['content-type'] ?? '')) {
          incoming.once('close', done);
          settle({ status, stream: { body: incoming, length: incoming.headers['content-length'] } });
          return;
        }
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => settle(interpret(status, Buffer.concat(chunks).toString('utf8'))));
        incoming.on('error', (error) => settle(fail(502, 'UPSTREAM_UNAVAILABLE', error.message)));
      });
      const sent = outgoing;
      sent.on('error', (error: NodeJS.ErrnoException) => {
        if (resendable && !settled && closedUnderIt(sent, error)) sendOnce(false);
        else settle(fail(502, 'UPSTREAM_UNAVAILABLE', error.message));
      });
      sent.end(payload);
    };
    const timer = setTimeout(() => {
      settle(fail(504, 'UPSTREAM_TIMEOUT', 'time-out'));
      outgoing.destroy();
    }, request.timeoutMs);
    const onClientGone = () => {
      settle(fail(502, 'UPSTREAM_UNAVAILABLE', 'the visitor went away'));
      outgoing.destroy();
    };
    sendOnce(RESENDABLE_METHODS.has(request.method.toUpperCase()));
    if (request.clientGone.aborted) onClientGone();
    else request.clientGone.addEventListener('abort', onClientGone);
  });
}

/** An answer that is not a success in JSON: the upstream's error, or its own code. */
function interpret(status: number, text: string): ForwardedResponse {
  if (status >= 200 && status < 300) return fail(502, 'UPSTREAM_BAD_RESPONSE', `status ${status} without a JSON body`);
  const json = parseJson(text);
  if (isErrorBody(json)) {
    const { error_code, message } = json;
    return { status, json: JSON.stringify(typeof message === 'string' ? { error_code, message } : { error_code }) };
  }
  return fail(502, 'UPSTREAM_BAD_RESPONSE', `status ${status} without an error_code`);
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
