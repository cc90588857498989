import type { IncomingMessage } from 'node:http';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { PROXY_PATH } from '@citypass/contracts';
import { SCENARIO_HEADER } from '@citypass/reservations-service/scenarios';
import { markSpanOutcome, requestIdOf } from '@citypass/observability';
import type { BffMetrics } from '../observability/bff-metrics';
import { upstreamFailureOf } from '../observability/upstream-failure';
import { readScenarioCookie } from '../scenarios/scenario-cookie';
import { allowedCalls, type AllowedCall } from './allowed-calls';
import { bodyDeadline, type Refuse } from './body-deadline';
import { writeCompressible } from './answer-compression';
import { forward, type ForwardedResponse } from './forward';

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
  /** The page's language (one of the city's), passed upstream as Accept-Language: the service writes its e-mails in it. */
  pageLanguage?: (req: Request) => string;
}

const BODY_LIMIT = '32kb';

/**
 * The product proxy, mounted at PROXY_MOUNT: one route per allowed call, forwarded with the
 * visitor's upstream token; any other path is 404. A body it cannot read and any failure of its
 * own go on to the app's error middleware.
 */
export function createProxyRouter(options: ProxyOptions): Router {
  const { forwardScenarios = true, bodyTimeoutMs = 10_000 } = options;
  const base = options.upstreamUrl.replace(/\/+$/, '');
  const refuse: Refuse = (res, status, error_code, message) => {
    options.metrics?.proxyRefusal(error_code);
    markSpanOutcome(PROXY_PATH, error_code);
    res.status(status).json(message ? { error_code, message } : { error_code });
  };
  // Only the two calls that carry a body wait for one and read it.
  const readBody = [bodyDeadline(bodyTimeoutMs, refuse), express.json({ limit: BODY_LIMIT })];

  const handle = (call: AllowedCall): RequestHandler => {
    // The call's label in metrics and spans: its template, never the path asked for.
    const label = `${call.method.toUpperCase()} ${call.route}`;
    const method = call.method.toUpperCase();
    return async (req: Request, res: Response) => {
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
      if (options.pageLanguage) headers['accept-language'] = options.pageLanguage(req);
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
        method,
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
      if (res.headersSent || res.destroyed) {
        answer.stream?.body.destroy();
        return;
      }
      const { stream } = answer;
      if (stream) writeCompressible(req, res, stream.length, () => passOn(res, answer.status, stream));
      else res.status(answer.status).type('json').send(answer.json);
    };
  };

  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  for (const call of allowedCalls) router[call.method](call.route, ...(call.body ? readBody : []), handle(call));
  router.use((_req, res) => refuse(res, 404, 'NOT_FOUND'));
  return router;
}

/**
 * A success answer passed on as it comes, with the upstream's length. One cut off upstream is
 * cut off here too, so the visitor's client sees a failed call, never a truncated answer.
 */
function passOn(res: Response, status: number, { body, length }: NonNullable<ForwardedResponse['stream']>): void {
  res.status(status).type('json');
  if (length !== undefined) res.setHeader('Content-Length', length);
  body.once('error', () => res.destroy());
  body.pipe(res);
}

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');
}
