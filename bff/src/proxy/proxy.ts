import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import express from 'express';
import { z } from 'zod';
import type { ProxyErrorCode } from '@citypass/shared-ui/contracts';
import { SCENARIO_HEADER } from '@citypass/reservations-service/scenarios';
import { markRoute, markSpanOutcome, requestIdOf } from '@citypass/observability';
import { pathUnder } from '../http/front-door';
import { sendJson, type NodeHandler } from '../http/node-handler';
import type { BffMetrics } from '../observability/bff-metrics';
import { upstreamFailureOf } from '../observability/upstream-failure';
import { readScenarioCookie } from '../scenarios/scenario-cookie';
import { allowedCalls, type AllowedCall } from './allowed-calls';
import { createCallMatcher } from './call-match';
import { forward } from './forward';

export interface UpstreamAuth {
  accessToken: string;
  /** ISO 8601 instant at which the upstream token stops working. */
  expiresAt: string;
}

interface ProxyLogger {
  warn(details: object, message: string): void;
}

export interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  getUpstreamAuth(req: IncomingMessage): Promise<UpstreamAuth | null>;
  logger?: ProxyLogger;
  /** Forward the test-scenario cookie upstream; pass false where test scenarios are off. Default true. */
  forwardScenarios?: boolean;
  /** A request body must arrive within this time. Default 10 s. */
  bodyTimeoutMs?: number;
  /** Counts the upstream calls and the proxy's own refusals. */
  metrics?: Pick<BffMetrics, 'upstreamCall' | 'proxyRefusal'>;
}

/** Where the proxy is mounted: every product call's path starts with it. */
export const PROXY_MOUNT = '/api/proxy';

/** Whether a request is a product call: one the front door hands to the proxy. */
export const isProductCall = (req: IncomingMessage): boolean => pathUnder(PROXY_MOUNT, req.url ?? '') !== null;

const BODY_LIMIT = '32kb';

type Refuse = (res: ServerResponse, status: number, error_code: ProxyErrorCode, message?: string) => void;
type ProxiedRequest = IncomingMessage & { body?: unknown };

/**
 * The product proxy, for requests under PROXY_MOUNT: forwards the allowed calls with the visitor's
 * upstream token. Its steps serve on Node's own request and response, in turn (the front door runs
 * them before Express); a body it cannot read and any failure of its own go on to the error handler.
 */
export function createProxy(options: ProxyOptions): readonly NodeHandler[] {
  const { forwardScenarios = true, bodyTimeoutMs = 10_000 } = options;
  const base = options.upstreamUrl.replace(/\/+$/, '');
  const refuse: Refuse = (res, status, error_code, message) => {
    options.metrics?.proxyRefusal(error_code);
    markSpanOutcome(PROXY_MOUNT, error_code);
    sendJson(res, status, message ? { error_code, message } : { error_code });
  };
  const readJson = express.json({ limit: BODY_LIMIT }) as unknown as NodeHandler;
  const match = createCallMatcher(allowedCalls);

  const handle = async (call: AllowedCall, params: Record<string, string>, search: string, req: ProxiedRequest, res: ServerResponse) => {
    // The call's label in metrics and spans: its template, never the path asked for.
    const label = `${call.method.toUpperCase()} ${call.route}`;
    const checkedParams = z.safeParse(call.params, params);
    if (!checkedParams.success) return refuse(res, 404, 'NOT_FOUND');
    const auth = await options.getUpstreamAuth(req);
    if (!auth) return refuse(res, 401, 'NOT_AUTHORISED');
    if (!(Date.parse(auth.expiresAt) > Date.now())) return refuse(res, 401, 'SESSION_EXPIRED');
    const query = z.safeParse(call.query, parseQuery(search));
    if (!query.success) return refuse(res, 400, 'INVALID_REQUEST', describe(query.error.issues));
    const body = call.body ? z.safeParse(call.body, req.body) : undefined;
    if (body && !body.success) return refuse(res, 400, 'INVALID_REQUEST', describe(body.error.issues));

    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${auth.accessToken}` };
    if (body) headers['content-type'] = 'application/json';
    const scenario = forwardScenarios ? readScenarioCookie(req) : null;
    if (scenario) headers[SCENARIO_HEADER] = scenario;
    const upstreamSearch = new URLSearchParams(query.data).toString();
    const clientGone = new AbortController();
    // Only a visitor who leaves before the answer cancels the upstream call.
    res.on('close', () => {
      if (!res.writableFinished) clientGone.abort();
    });

    const started = process.hrtime.bigint();
    const answer = await forward({
      url: `${base}${call.upstreamPath(checkedParams.data)}${upstreamSearch ? `?${upstreamSearch}` : ''}`,
      method: call.method.toUpperCase(),
      headers,
      body: body?.data,
      timeoutMs: options.timeoutMs,
      clientGone: clientGone.signal,
    });
    // A visitor who left first is no failure of the service.
    const failure = clientGone.signal.aborted ? undefined : upstreamFailureOf(answer.failureCode);
    options.metrics?.upstreamCall(label, answer.status, Number(process.hrtime.bigint() - started) / 1e9, failure);
    markSpanOutcome(label, answer.failureCode ?? String(answer.status));
    if (answer.failure) options.logger?.warn({ request_id: requestIdOf(res), route: call.route, status: answer.status, failure: answer.failure }, 'upstream call failed');
    if (res.headersSent || res.destroyed) return;
    // Written directly: an ETag on an answer kept from caches would be worked out for nobody.
    res.statusCode = answer.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(answer.json));
    res.end(answer.json);
  };

  const route: NodeHandler = (req, res, next) => {
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = (queryAt < 0 ? url : url.slice(0, queryAt)).slice(PROXY_MOUNT.length);
    const matched = match(req.method ?? '', path);
    if (!matched) return refuse(res, 404, 'NOT_FOUND');
    markRoute(req, PROXY_MOUNT, matched.call.route);
    handle(matched.call, matched.params, queryAt < 0 ? '' : url.slice(queryAt + 1), req, res).catch(next);
  };

  const start: NodeHandler = (req, res, next) => {
    markRoute(req, PROXY_MOUNT);
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  return [start, bodyDeadline(bodyTimeoutMs, refuse), readJson, route];
}

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');
}

/** A visitor who starts a body and never finishes it gets a 408 instead of holding the request open. */
function bodyDeadline(ms: number, refuse: Refuse): NodeHandler {
  return (req, res, next) => {
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete) return next();
    const timer = setTimeout(() => {
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        refuse(res, 408, 'REQUEST_TIMEOUT');
      }
    }, ms);
    const clear = () => clearTimeout(timer);
    req.on('end', clear);
    res.on('close', clear);
    next();
  };
}
