import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { ProxyErrorCode } from '@citypass/shared-ui/contracts';
import { SCENARIO_HEADER } from '@citypass/reservations-service/scenarios';
import { markSpanOutcome, requestIdOf } from '@citypass/observability';
import type { BffMetrics } from '../observability/bff-metrics';
import { upstreamFailureOf } from '../observability/upstream-failure';
import { readScenarioCookie } from '../scenarios/scenario-cookie';
import { allowedCalls, type AllowedCall } from './allowed-calls';
import { forward } from './forward';

export interface UpstreamAuth {
  accessToken: string;
  /** ISO 8601 instant at which the upstream token stops working. */
  expiresAt: string;
}

interface ProxyLogger {
  warn(details: object, message: string): void;
}

export interface ProxyRouterOptions {
  upstreamUrl: string;
  timeoutMs: number;
  getUpstreamAuth(req: Request): Promise<UpstreamAuth | null>;
  logger?: ProxyLogger;
  /** Forward the test-scenario cookie upstream; pass false where test scenarios are off. Default true. */
  forwardScenarios?: boolean;
  /** A request body must arrive within this time. Default 10 s. */
  bodyTimeoutMs?: number;
  /** Counts the upstream calls and the proxy's own refusals. */
  metrics?: Pick<BffMetrics, 'upstreamCall' | 'proxyRefusal'>;
}

const BODY_LIMIT = '32kb';

const sendCode = (res: Response, status: number, error_code: ProxyErrorCode, message?: string) => {
  res.status(status).json(message ? { error_code, message } : { error_code });
};

/**
 * The product proxy, mounted at /api/proxy: forwards the allowed calls with the visitor's upstream token.
 * A body it cannot read and any failure of its own go on to the app's error middleware.
 */
export function createProxyRouter(options: ProxyRouterOptions): Router {
  const { forwardScenarios = true, bodyTimeoutMs = 10_000 } = options;
  const base = options.upstreamUrl.replace(/\/+$/, '');
  const router = Router();
  const refuse = (res: Response, status: number, error_code: ProxyErrorCode, message?: string) => {
    options.metrics?.proxyRefusal(error_code);
    markSpanOutcome('/api/proxy', error_code);
    sendCode(res, status, error_code, message);
  };

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(bodyDeadline(bodyTimeoutMs, refuse));
  router.use(express.json({ limit: BODY_LIMIT }));

  const handle = (call: AllowedCall): RequestHandler => {
    // The call's label in metrics and spans: its template, never the path asked for.
    const label = `${call.method.toUpperCase()} ${call.route}`;
    return async (req, res) => {
      const params = z.safeParse(call.params, req.params);
      if (!params.success) return refuse(res, 404, 'NOT_FOUND');
      const auth = await options.getUpstreamAuth(req);
      if (!auth) return refuse(res, 401, 'NOT_AUTHORISED');
      if (!(Date.parse(auth.expiresAt) > Date.now())) return refuse(res, 401, 'SESSION_EXPIRED');
      const query = z.safeParse(call.query, req.query);
      if (!query.success) return refuse(res, 400, 'INVALID_REQUEST', describe(query.error.issues));
      const body = call.body ? z.safeParse(call.body, req.body) : undefined;
      if (body && !body.success) return refuse(res, 400, 'INVALID_REQUEST', describe(body.error.issues));

      const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${auth.accessToken}` };
      if (body) headers['content-type'] = 'application/json';
      const scenario = forwardScenarios ? readScenarioCookie(req) : null;
      if (scenario) headers[SCENARIO_HEADER] = scenario;
      const search = new URLSearchParams(query.data).toString();
      const clientGone = new AbortController();
      // Only a visitor who leaves before the answer cancels the upstream call.
      res.on('close', () => {
        if (!res.writableFinished) clientGone.abort();
      });

      const started = process.hrtime.bigint();
      const answer = await forward({
        url: `${base}${call.upstreamPath(params.data)}${search ? `?${search}` : ''}`,
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
      // Written directly: Express's send would hash the body for an ETag an answer kept from caches never uses.
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(answer.json));
      res.end(answer.json);
    };
  };

  for (const call of allowedCalls) router[call.method](call.route, handle(call));
  router.use((_req, res) => refuse(res, 404, 'NOT_FOUND'));
  return router;
}

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');
}

/** A visitor who starts a body and never finishes it gets a 408 instead of holding the request open. */
function bodyDeadline(ms: number, refuse: (res: Response, status: number, error_code: ProxyErrorCode) => void): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.get('content-length') !== undefined || req.get('transfer-encoding') !== undefined;
    if (!hasBody || req.complete) return next();
    const timer = setTimeout(() => {
      if (!res.headersSent) {
        res.set('Connection', 'close');
        refuse(res, 408, 'REQUEST_TIMEOUT');
      }
    }, ms);
    const clear = () => clearTimeout(timer);
    req.on('end', clear);
    res.on('close', clear);
    next();
  };
}
