import { z } from 'zod';
import { SCENARIO_HEADER } from '@citypass/reservations-service/scenarios';
import type { BffMetrics } from '../observability/bff-metrics';
import { upstreamFailureOf } from '../observability/upstream-failure';

/** Outcome of a call to the reservations service: the parsed value, or an error code with its HTTP status. */
type UpstreamResult<T> = { ok: true; value: T } | { ok: false; status: number; error_code: string };

const passSchema = z.object({ pass_number: z.string(), valid_from: z.string(), valid_until: z.string() });

const signInSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  order: z.object({ order_number: z.string(), email: z.string(), passes: z.array(passSchema) }),
});

const magicLinkSchema = z.object({ token: z.string(), expires_at: z.string() });

const errorSchema = z.object({ error_code: z.string() });

type SignIn = z.infer<typeof signInSchema>;
type IssuedMagicLink = z.infer<typeof magicLinkSchema>;

interface OrderCredentials {
  orderNumber: string;
  email: string;
}

/** Per call: the test scenario to forward (from the visitor's test-scenario cookie). */
interface CallOptions {
  scenario?: string;
}

export interface UpstreamClient {
  signInWithOrder(credentials: OrderCredentials, options?: CallOptions): Promise<UpstreamResult<SignIn>>;
  signInWithMagicLink(input: { token: string }, options?: CallOptions): Promise<UpstreamResult<SignIn>>;
  issueMagicLink(credentials: OrderCredentials, options?: CallOptions): Promise<UpstreamResult<IssuedMagicLink>>;
}

interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Counts each call by its path and status. */
  metrics?: Pick<BffMetrics, 'upstreamCall'>;
}

export function createUpstreamClient({ baseUrl, timeoutMs, metrics }: UpstreamClientOptions): UpstreamClient {
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>, options: CallOptions = {}): Promise<UpstreamResult<T>> {
    const started = process.hrtime.bigint();
    const result = await send(path, body, schema, options);
    const failure = result.ok ? undefined : upstreamFailureOf(result.error_code);
    metrics?.upstreamCall(`POST ${path}`, result.ok ? 200 : result.status, Number(process.hrtime.bigint() - started) / 1e9, failure);
    return result;
  }

  async function send<T>(path: string, body: unknown, schema: z.ZodType<T>, options: CallOptions): Promise<UpstreamResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.scenario) headers[SCENARIO_HEADER] = options.scenario;
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return { ok: false, status: timedOut ? 504 : 502, error_code: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE' };
    }
    const json = parseJson(text);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 502, error_code: 'UPSTREAM_BAD_RESPONSE' };
    }
    const error = errorSchema.safeParse(json);
    return { ok: false, status: response.status, error_code: error.success ? error.data.error_code : 'UPSTREAM_BAD_RESPONSE' };
  }

  return {
    signInWithOrder: (credentials, options) => post('/auth/order', credentials, signInSchema, options),
    signInWithMagicLink: ({ token }, options) => post('/auth/magic-link', { token }, signInSchema, options),
    issueMagicLink: (credentials, options) => post('/auth/magic-link/issue', credentials, magicLinkSchema, options),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
