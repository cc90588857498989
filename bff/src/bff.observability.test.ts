import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startMetricsListener, type MetricsListener } from '@citypass/observability';
import { csrfPair, signInWith } from './auth/testing/auth-flow';
import { http } from './auth/testing/http';
import { createBff, type Bff } from './bff';
import { parseEnv } from './config/env';
import { createLogger } from './observability/logger';
import { serve, type Served } from './proxy/testing/serve';

// What an operator sees of a running BFF: its metrics on a listener of their own, a request id on
// every answer and in every log line of that request.
const ORDER = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let dir: string;
let bff: Bff;
let served: Served;
let metrics: MetricsListener;
const logLines: Record<string, unknown>[] = [];

async function startBff(extraEnv: Record<string, string>): Promise<{ bff: Bff; served: Served }> {
  const env = parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
    UPSTREAM_PORT: '0',
    DATA_DIR: join(dir, 'data'),
    SHELL_DIST: join(dir, 'shell'),
    REMOTE_AUTH_URL: 'http://127.0.0.1:9/auth/',
    REMOTE_ATTRACTIONS_URL: 'http://127.0.0.1:9/attractions/',
    REMOTE_BOOKINGS_URL: 'http://127.0.0.1:9/bookings/',
    LOG_RATE_LIMIT: '1',
    ...extraEnv,
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const started = await createBff(env, createLogger('info', sink));
  return { bff: started, served: await serve(started.app) };
}

async function scrape(): Promise<string> {
  return (await http(`${metrics.url}/metrics`)).text;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'citypass-observed-'));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  ({ bff, served } = await startBff({}));
  metrics = await startMetricsListener(bff.metrics.registry, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metrics.close();
  await served.close();
  await bff.embedded?.close();
  await bff.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the metrics listener', () => {
  it('shows the series of a sign-in and a proxied call, labelled by template, never by what was asked', async () => {
    const unknownOffer = `ams-gone-${Math.random().toString(36).slice(2, 10)}`;
    const { cookies } = await signInWith(served.url, 'order', ORDER);
    await signInWith(served.url, 'order', { ...ORDER, email: 'someone.else@example.com' });
    expect((await http(`${served.url}/api/proxy/offers`, { cookies })).status).toBe(200);
    expect((await http(`${served.url}/api/proxy/offers/${unknownOffer}`, { cookies })).status).toBe(404);
    expect((await http(`${served.url}/api/proxy/reservations`)).status).toBe(401);
    await http(`${served.url}/api/auth/_log`, { form: { level: 'warn', code: 'X' } });
    await http(`${served.url}/api/auth/_log`, { form: { level: 'warn', code: 'X' } });

    const text = await scrape();
    expect(text).not.toContain(unknownOffer);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/proxy\/offers\/:id",status_code="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/callback",status_code="200"\} 1$/m);
    expect(text).toMatch(/^citypass_upstream_request_duration_seconds_count\{call="GET \/offers",status="200"\} 1$/m);
    expect(text).toMatch(/^citypass_upstream_request_duration_seconds_count\{call="GET \/offers\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^citypass_upstream_request_duration_seconds_count\{call="POST \/auth\/order",status="200"\} 1$/m);
    expect(text).toMatch(/^citypass_sign_ins_total\{provider="order",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^citypass_sign_ins_total\{provider="order",outcome="ORDER_NOT_FOUND"\} 1$/m);
    expect(text).toMatch(/^citypass_proxy_refusals_total\{reason="NOT_AUTHORISED"\} 1$/m);
    expect(text).toMatch(/^citypass_rate_limit_refusals_total\{limit="log",reason="limited"\} 1$/m);
    // prom-client's process metrics, the alerts' event-loop lag among them.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('counts an upstream that cannot be reached as a failure of that call', async () => {
    const other = await startBff({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    const otherMetrics = await startMetricsListener(other.bff.metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      expect((await signInWith(other.served.url, 'order', ORDER)).answer.status).toBe(503);
      const text = (await http(`${otherMetrics.url}/metrics`)).text;
      expect(text).toMatch(/^citypass_upstream_failures_total\{call="POST \/auth\/order",reason="unavailable"\} 1$/m);
      expect(text).toMatch(/^citypass_sign_ins_total\{provider="order",outcome="UPSTREAM_UNAVAILABLE"\} 1$/m);
    } finally {
      await otherMetrics.close();
      await other.served.close();
      await other.bff.close();
    }
  });

  it("shows the fleet's Redis as down while it cannot be reached", async () => {
    const other = await startBff({ UPSTREAM_URL: bff.upstreamUrl, REDIS_URL: 'redis://127.0.0.1:9' });
    const otherMetrics = await startMetricsListener(other.bff.metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      expect((await http(`${otherMetrics.url}/metrics`)).text).toMatch(/^citypass_redis_up 0$/m);
    } finally {
      await otherMetrics.close();
      await other.served.close();
      await other.bff.close();
    }
  });

  it('answers nothing but /metrics, and the public port has no /metrics', async () => {
    expect((await http(`${metrics.url}/`)).status).toBe(404);
    expect((await http(`${served.url}/metrics`)).status).toBe(404);
    expect((await http(`${served.url}/metrics`)).text).not.toContain('http_request_duration_seconds');
  });
});

describe('request ids', () => {
  it('gives every answer a new id when none came from the balancer', async () => {
    const [first, second] = [await http(`${served.url}/healthz`), await http(`${served.url}/api/nothing`)];
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it("keeps a trusted balancer's well-formed id, and replaces a malformed one", async () => {
    const id = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const kept = await fetch(`${served.url}/healthz`, { headers: { 'x-request-id': id } });
    expect(kept.headers.get('x-request-id')).toBe(id);
    const replaced = await fetch(`${served.url}/healthz`, { headers: { 'x-request-id': `${'x'.repeat(200)}` } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('ignores the header from a peer TRUST_PROXY does not name', async () => {
    const untrusting = await startBff({ UPSTREAM_URL: bff.upstreamUrl, TRUST_PROXY: 'false' });
    try {
      const answer = await fetch(`${untrusting.served.url}/healthz`, { headers: { 'x-request-id': 'c0ffee00c0ffee00c0ffee00c0ffee00' } });
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    } finally {
      await untrusting.served.close();
      await untrusting.bff.close();
    }
  });

  it('writes the id into the log lines of that request', async () => {
    const id = 'feedface-0000-4000-8000-000000000001';
    const { csrfToken, cookies } = await csrfPair(served.url);
    const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    await fetch(`${served.url}/api/auth/callback/order`, {
      method: 'POST',
      headers: { 'x-request-id': id, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ ...ORDER, email: 'nobody@example.com', csrfToken, json: 'true' }).toString(),
    });
    const refused = logLines.filter((line) => line.msg === 'sign-in refused' && line.request_id === id);
    expect(refused).toHaveLength(1);
    // No trace ids without tracing.
    expect(refused[0]).not.toHaveProperty('trace_id');
  });
});

describe('TRUST_PROXY', () => {
  it('takes Express forms and refuses anything else', () => {
    const base = { AUTH_SECRET: 'a-test-secret-that-is-long-enough-000' };
    expect(parseEnv(base).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseEnv({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
