import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '@citypass/observability/testing';
import { signInWith } from '../auth/testing/auth-flow';
import { http } from '../auth/testing/http';
import { freePort, waitForHealth } from '../testing/server-process';

// The built BFF and reservations service as processes of their own, told by the standard OTEL_*
// variables to export spans over OTLP/HTTP (JSON) to a receiver here: one proxied call is one
// trace, from the BFF's server span through its client call to the service's server span and
// its database work. Between the two, a pass-through records what the service receives.
const BFF = resolve(__dirname, '../..');
const SERVICE_COMMAND = join(dirname(require.resolve('@citypass/reservations-service/package.json')), 'dist/cli/serve.js');

let dir: string;
let receiver: OtlpReceiver;
let passThrough: Server;
const upstreamHeaders: IncomingHttpHeaders[] = [];
const children: ChildProcess[] = [];
const bffLog: string[] = [];
let bffUrl: string;

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Sent within a fraction of a second rather than the default 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      METRICS_PORT: '0',
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Forwards every request to the service as it came, noting its headers. */
function startPassThrough(target: number): Promise<number> {
  passThrough = createServer((req, res) => {
    upstreamHeaders.push(req.headers);
    const forwarded = request({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
  return new Promise((listening) => passThrough.listen(0, '127.0.0.1', () => listening((passThrough.address() as AddressInfo).port)));
}

async function spansUntil(found: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  for (let i = 0; i < 100 && !found(receiver.spans); i += 1) await new Promise((r) => setTimeout(r, 100));
  return receiver.spans;
}

beforeAll(async () => {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', BFF], { stdio: 'inherit' });
  dir = mkdtempSync(join(tmpdir(), 'citypass-traces-'));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  receiver = await startOtlpReceiver();

  const servicePort = await freePort();
  const service = start([SERVICE_COMMAND, '--port', String(servicePort), '--data-dir', join(dir, 'data'), '--seed', 'demo'], {});
  await waitForHealth(`http://127.0.0.1:${servicePort}`, service);
  const upstreamPort = await startPassThrough(servicePort);

  const port = await freePort();
  bffUrl = `http://localhost:${port}`;
  const bff = start([join(BFF, 'dist/server.js')], {
    PORT: String(port),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    AUTH_SECRET: 'a-secret-for-the-tracing-test-00000000000',
    SHELL_DIST: join(dir, 'shell'),
    REMOTE_AUTH_URL: 'http://127.0.0.1:9/auth/',
    REMOTE_ATTRACTIONS_URL: 'http://127.0.0.1:9/attractions/',
    REMOTE_BOOKINGS_URL: 'http://127.0.0.1:9/bookings/',
  });
  bff.stdout!.on('data', (chunk: Buffer) => bffLog.push(...chunk.toString().split('\n')));
  await waitForHealth(bffUrl, bff);
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGINT');
  await Promise.all(children.map((child) => new Promise((exited) => (child.exitCode === null ? child.once('exit', exited) : exited(null)))));
  await new Promise((closed) => passThrough?.close(closed));
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('follows a proxied call in one trace: BFF server span, its client span, the service server span and its database work', async () => {
  const { cookies } = await signInWith(bffUrl, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
  const offers = await http(`${bffUrl}/api/proxy/offers`, { cookies });
  expect(offers.status).toBe(200);

  const isBffServer = (span: ReceivedSpan) => span.service === 'citypass-bff' && span.kind === 2 && span.attributes['http.route'] === '/api/proxy/offers';
  const spans = await spansUntil((received) => {
    const server = received.find(isBffServer);
    return Boolean(server && received.some((span) => span.traceId === server.traceId && span.service === 'citypass-reservations' && span.name.startsWith('sqlite')));
  });
  const server = spans.find(isBffServer)!;
  expect(server).toBeDefined();
  const trace = spans.filter((span) => span.traceId === server.traceId);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const descendsFrom = (span: ReceivedSpan, ancestor: ReceivedSpan): boolean => {
    for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) if (parent === ancestor) return true;
    return false;
  };

  const client = trace.find((span) => span.service === 'citypass-bff' && span.kind === 3)!;
  expect(client).toBeDefined();
  expect(descendsFrom(client, server)).toBe(true);
  const serviceServer = trace.find((span) => span.service === 'citypass-reservations' && span.kind === 2)!;
  expect(serviceServer.parentSpanId).toBe(client.spanId);
  expect(serviceServer.attributes['http.route']).toBe('/offers');
  const query = trace.find((span) => span.service === 'citypass-reservations' && span.name.startsWith('sqlite'))!;
  expect(descendsFrom(query, serviceServer)).toBe(true);

  // The proxy's span names the call and its outcome; no token or visitor data in any attribute.
  expect(trace.some((span) => span.attributes['citypass.route'] === 'GET /offers' && span.attributes['citypass.outcome'] === '200')).toBe(true);
  const attributes = JSON.stringify(spans.map((span) => span.attributes));
  expect(attributes).not.toMatch(/three\.passes|CP-100001|Bearer/i);

  // The call reached the service carrying the client span's context.
  const traceparents = upstreamHeaders.map((headers) => headers.traceparent);
  expect(traceparents).toContain(`00-${server.traceId}-${client.spanId}-01`);
});

it("writes the request's trace and span ids into its log lines", async () => {
  await signInWith(bffUrl, 'order', { orderNumber: 'CP-100001', email: 'nobody@example.com' });
  const refused = () => bffLog.filter((line) => line.includes('"sign-in refused"')).map((line) => JSON.parse(line) as Record<string, unknown>);
  for (let i = 0; i < 50 && refused().length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(refused()[0]).toEqual(expect.objectContaining({ request_id: expect.any(String), trace_id: expect.stringMatching(/^[0-9a-f]{32}$/), span_id: expect.stringMatching(/^[0-9a-f]{16}$/) }));
});
