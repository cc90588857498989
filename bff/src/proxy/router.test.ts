import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { scenarioCookieValue } from '../scenarios/scenario-cookie';
import { authFromHeader, closedPortUrl, proxyApp, serve, type Served } from './testing/serve';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  scenario?: string;
  body: unknown;
}

const future = () => new Date(Date.now() + 60_000).toISOString();

describe('product proxy: allowlist and failures (recording upstream)', () => {
  let seen: Seen[];
  let upstream: Served;
  let bff: Served;
  let reply: (res: express.Response) => void;

  beforeAll(async () => {
    const fake = express();
    fake.use(express.json());
    fake.use((req, res) => {
      seen.push({
        method: req.method,
        url: req.originalUrl,
        authorization: req.get('authorization'),
        scenario: req.get('x-test-scenario'),
        language: req.get('accept-language'),
        body: req.body,
      });
      reply(res);
    });
    upstream = await serve(fake);
    bff = await serve(
      proxyApp({
        upstreamUrl: `${upstream.url}/`,
        timeoutMs: 300,
        bodyTimeoutMs: 300,
        // The page's language as the BFF chose it; the browser's own header is not passed on.
        pageLanguage: (req) => (req.get('x-test-page-language') ?? 'en'),
        getUpstreamAuth: authFromHeader(async (visitor) =>
          visitor === 'expired' ? { accessToken: 'tok', expiresAt: new Date(Date.now() - 1000).toISOString() } : { accessToken: 'tok', expiresAt: future() },
        ),
      }),
    );
  });
  beforeEach(() => {
    seen = [];
    reply = (res) => res.json({ ok: true });
  });
  afterAll(async () => {
    await bff.close();
    await upstream.close();
  });

  const send = (method: string, path: string, init: { body?: string; headers?: Record<string, string>; visitor?: string | null } = {}) =>
    fetch(`${bff.url}${path}`, {
      method,
      headers: { ...(init.visitor === null ? {} : { 'x-test-visitor': init.visitor ?? 'anna' }), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body,
    });

  it.each([
    ['GET', '/offers', '/offers'],
    ['GET', '/offers/ams-rijksmuseum', '/offers/ams-rijksmuseum'],
    ['GET', '/availability?offer_id=x&passes=100000000011,100000000012&extra=1', '/availability?offer_id=x&passes=100000000011%2C100000000012'],
    ['GET', '/reservations', '/reservations'],
    ['DELETE', '/reservations/groups/abc-123', '/reservations/groups/abc-123'],
    ['GET', '/passes?offer_id=ams-rijksmuseum', '/passes?offer_id=ams-rijksmuseum'],
  ])('forwards %s %s with the visitor token and only the validated query', async (method, path, upstreamPath) => {
    const response = await send(method, `/api/proxy${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, url: upstreamPath, authorization: 'Bearer tok' });
  });

  it('forwards a valid booking and amend body', async () => {
    const booking = [{ offer_id: 'o', timeslot_details: { id: '12', date_time: '2026-11-24T09:00:00.000Z' }, pass: '100000000011', extra_data: null }];
    expect((await send('POST', '/api/proxy/booking', { body: JSON.stringify(booking) })).status).toBe(200);
    const amend = { bookingId: 'b-1', offer_id: 'o', time_slot: { id: 12, date_time: '2026-11-24T09:00:00.000Z' } };
    expect((await send('PATCH', '/api/proxy/reservations/groups/b-1', { body: JSON.stringify(amend) })).status).toBe(200);
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/booking', booking],
      ['PATCH', '/reservations/groups/b-1', amend],
    ]);
  });

  it.each([
    ['GET', '/api/proxy/auth/order'],
    ['POST', '/api/proxy/auth/magic-link/issue'],
    ['GET', '/api/proxy/healthz'],
    ['GET', '/api/proxy/offers/..%2F..%2Fauth%2Forder'],
    ['GET', '/api/proxy/offers/a/b'],
    ['PUT', '/api/proxy/booking'],
    ['DELETE', '/api/proxy/reservations'],
    ['GET', '/api/proxy/reservations/groups/x'],
    ['GET', '/api/proxy/http://evil.example/'],
  ])('answers 404 for %s %s without reaching the upstream', async (method, path) => {
    const response = await send(method, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error_code: 'NOT_FOUND' });
    expect(seen).toEqual([]);
  });

  it("passes the page's language upstream as Accept-Language, for the service's e-mails, not the browser's header", async () => {
    await send('DELETE', '/api/proxy/reservations/groups/g-1', { headers: { 'x-test-page-language': 'ja', 'accept-language': 'de-DE,de;q=0.9' } });
    expect(seen.map((request) => request.language)).toEqual(['ja']);
  });

  it('answers 404 for a dot-dot path sent raw', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(bff.url);
      http
        .request({ host: url.hostname, port: url.port, path: '/api/proxy/%2e%2e/auth/order', method: 'GET', headers: { 'x-test-visitor': 'anna' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers 401 NOT_AUTHORISED when not signed in, and SESSION_EXPIRED for an expired token, without calling upstream', async () => {
    const anonymous = await send('GET', '/api/proxy/offers', { visitor: null });
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error_code: 'NOT_AUTHORISED' }]);
    const expired = await send('GET', '/api/proxy/offers', { visitor: 'expired' });
    expect([expired.status, await expired.json()]).toEqual([401, { error_code: 'SESSION_EXPIRED' }]);
    expect(seen).toEqual([]);
  });

  it.each([
    ['/api/proxy/availability?offer_id=x&passes=123', undefined],
    ['/api/proxy/availability?offer_id=x', undefined],
    ['/api/proxy/passes', undefined],
    ['/api/proxy/booking', '[]'],
    ['/api/proxy/booking', '[{"offer_id":"o","pass":"1"}]'],
    ['/api/proxy/booking', '{"not":"a list"'],
    ['/api/proxy/reservations/groups/b-1', '{"bookingId":"b-1"}'],
  ])('refuses an invalid request to %s with 400 INVALID_REQUEST', async (path, body) => {
    const method = body === undefined ? 'GET' : path.includes('groups') ? 'PATCH' : 'POST';
    const response = await send(method, path, { body });
    expect(response.status).toBe(400);
    expect((await response.json()) as { error_code: string }).toMatchObject({ error_code: 'INVALID_REQUEST' });
    expect(seen).toEqual([]);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await send('POST', '/api/proxy/booking', { body: JSON.stringify([{ pad: 'x'.repeat(40_000) }]) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error_code: 'PAYLOAD_TOO_LARGE' });
  });

  it('passes upstream errors through with their status and error_code', async () => {
    reply = (res) => res.status(409).json({ error_code: 'BOOKING-014', message: 'Already booked.', internal: 'x' });
    const response = await send('GET', '/api/proxy/reservations');
    expect([response.status, await response.json()]).toEqual([409, { error_code: 'BOOKING-014', message: 'Already booked.' }]);
  });

  it('turns a garbled upstream answer into 502 UPSTREAM_BAD_RESPONSE', async () => {
    reply = (res) => res.status(500).send('<html>oops</html>');
    const response = await send('GET', '/api/proxy/offers');
    expect([response.status, await response.json()]).toEqual([502, { error_code: 'UPSTREAM_BAD_RESPONSE' }]);
  });

  it('passes a success answer on as the upstream sent it, with its length', async () => {
    const list = JSON.stringify([{ id: 'ams-rijksmuseum', name: 'Rijksmuseum' }]);
    reply = (res) => res.type('json').send(list);
    const response = await send('GET', '/api/proxy/offers');
    expect([response.status, response.headers.get('content-type'), response.headers.get('content-length'), await response.text()]).toEqual([
      200,
      'application/json; charset=utf-8',
      String(Buffer.byteLength(list)),
      list,
    ]);
  });

  describe('compression of a success answer', () => {
    const longList = JSON.stringify(Array.from({ length: 40 }, (_, index) => ({ id: `offer-${index}`, name: 'Rijksmuseum' })));
    // Without fetch's own Accept-Encoding, and the answer's bytes as they came over the wire.
    const raw = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const url = new URL(`${bff.url}/api/proxy/offers`);
        http
          .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'x-test-visitor': 'anna', ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('compresses one over the threshold for a visitor who accepts it, with or without its length', async () => {
      for (const sendLength of [true, false]) {
        reply = (res) => {
          res.type('json');
          if (sendLength) res.send(longList);
          else res.write(longList, () => res.end());
        };
        const answer = await raw({ 'accept-encoding': 'gzip' });
        expect([answer.headers['content-encoding'], answer.headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
        expect(gunzipSync(answer.bytes).toString('utf8')).toBe(longList);
      }
    });

    it('sends one under the threshold, or to a visitor who accepts no encoding, as it came', async () => {
      const shortList = JSON.stringify([{ id: 'ams-rijksmuseum', name: 'Rijksmuseum' }]);
      for (const [list, headers] of [
        [shortList, { 'accept-encoding': 'gzip, br' }],
        [longList, {}],
      ] as const) {
        reply = (res) => res.type('json').send(list);
        const answer = await raw(headers);
        expect([answer.headers['content-encoding'], answer.headers['content-length'], answer.headers.vary]).toEqual([
          undefined,
          String(Buffer.byteLength(list)),
          'Accept-Encoding',
        ]);
        expect(answer.bytes.toString('utf8')).toBe(list);
      }
    });
  });

  it('turns a success answer that is not JSON into 502 UPSTREAM_BAD_RESPONSE', async () => {
    reply = (res) => res.status(200).type('html').send('<html>welcome</html>');
    const response = await send('GET', '/api/proxy/offers');
    expect([response.status, await response.json()]).toEqual([502, { error_code: 'UPSTREAM_BAD_RESPONSE' }]);
  });

  it('cuts the visitor’s answer off when the upstream’s is cut off, never passing a truncated list as whole', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('[{"id":"ams-rijksm');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    await expect(send('GET', '/api/proxy/offers').then((response) => response.text())).rejects.toThrow();
  });

  it('cuts the visitor’s answer off when the upstream’s stops coming, at the time-out', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('[{"id":"ams-rijksm');
    };
    const started = Date.now();
    await expect(send('GET', '/api/proxy/offers').then((response) => response.text())).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('turns a slow upstream into 504 UPSTREAM_TIMEOUT', async () => {
    reply = (res) => setTimeout(() => res.json([]), 1000);
    const started = Date.now();
    const response = await send('GET', '/api/proxy/offers');
    expect([response.status, await response.json()]).toEqual([504, { error_code: 'UPSTREAM_TIMEOUT' }]);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers 408 to a client that never finishes its body', async () => {
    const url = new URL(bff.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: '/api/proxy/booking', method: 'POST', headers: { 'x-test-visitor': 'anna', 'content-type': 'application/json', 'content-length': '100' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('[{"offer_id"');
    });
    expect(status).toBe(408);
    expect(seen).toEqual([]);
  });

  it('forwards a valid test-scenario cookie as x-test-scenario, and drops an unknown or expired one', async () => {
    await send('GET', '/api/proxy/offers', { headers: { cookie: `test-scenario=${scenarioCookieValue('AV-004', Date.now())}` } });
    await send('GET', '/api/proxy/offers', { headers: { cookie: `test-scenario=${scenarioCookieValue('AV-004', Date.now()).replace('AV', 'EVIL')}` } });
    await send('GET', '/api/proxy/offers', { headers: { cookie: `test-scenario=${scenarioCookieValue('AV-004', Date.now() - 16 * 60_000)}` } });
    expect(seen.map((s) => s.scenario)).toEqual(['AV-004', undefined, undefined]);
  });
});

describe('product proxy: upstream down or scenarios off', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE when the upstream cannot be reached', async () => {
    const bff = await serve(proxyApp({ upstreamUrl: await closedPortUrl(), getUpstreamAuth: async () => ({ accessToken: 't', expiresAt: future() }) }));
    try {
      const response = await fetch(`${bff.url}/api/proxy/offers`);
      expect([response.status, await response.json()]).toEqual([502, { error_code: 'UPSTREAM_UNAVAILABLE' }]);
    } finally {
      await bff.close();
    }
  });

  it('does not forward the scenario cookie when scenarios are off', async () => {
    const headers: (string | undefined)[] = [];
    const fake = express();
    fake.use((req, res) => {
      headers.push(req.get('x-test-scenario'));
      res.json([]);
    });
    const upstream = await serve(fake);
    const bff = await serve(
      proxyApp({ upstreamUrl: upstream.url, forwardScenarios: false, getUpstreamAuth: async () => ({ accessToken: 't', expiresAt: future() }) }),
    );
    try {
      await fetch(`${bff.url}/api/proxy/offers`, { headers: { cookie: `test-scenario=${scenarioCookieValue('AV-004', Date.now())}` } });
      expect(headers).toEqual([undefined]);
    } finally {
      await bff.close();
      await upstream.close();
    }
  });
});
