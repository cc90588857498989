import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { readScenarioCookie, scenarioCookieValue } from './scenario-cookie';
import { createScenarioMiddleware } from './scenario-middleware';

// The servers' clock: the tests move it on instead of waiting.
let clock = Date.parse('2026-03-01T09:00:00Z');

async function serve(enabled: boolean): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(createScenarioMiddleware({ enabled, now: () => clock }));
  app.get('/attractions', (req, res) => {
    res.json({ page: 'attractions', scenarioCookie: readScenarioCookie(req, clock) });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('test-scenario middleware', () => {
  let enabled: { url: string; server: Server };
  let disabled: { url: string; server: Server };
  beforeAll(async () => {
    enabled = await serve(true);
    disabled = await serve(false);
  });
  afterAll(() => {
    enabled.server.close();
    disabled.server.close();
  });

  const scenarioSeen = async (cookie: string): Promise<unknown> => {
    const response = await fetch(`${enabled.url}/attractions`, { headers: { cookie } });
    return ((await response.json()) as { scenarioCookie: unknown }).scenarioCookie;
  };

  it('sets an HttpOnly, SameSite=Lax session cookie for a known scenario and serves the page', async () => {
    const response = await fetch(`${enabled.url}/attractions?testScenario=AV-004`);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^test-scenario=AV-004\.\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    // No Max-Age or Expires: the browser forgets the scenario when its session ends.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(await response.json()).toEqual({ page: 'attractions', scenarioCookie: null });
  });

  it('honours a scenario for 15 minutes after it was set, then ignores it until it is set again', async () => {
    const set = async () => (await fetch(`${enabled.url}/attractions?testScenario=SESSION_EXPIRED`)).headers.get('set-cookie')!.split(';')[0]!;
    const cookie = await set();
    const start = clock;
    try {
      clock = start + 15 * 60_000 - 1000;
      expect(await scenarioSeen(cookie)).toBe('SESSION_EXPIRED');
      clock = start + 15 * 60_000;
      expect(await scenarioSeen(cookie)).toBeNull();
      expect(await scenarioSeen(await set())).toBe('SESSION_EXPIRED');
    } finally {
      clock = start;
    }
  });

  it('ignores a scenario cookie without the time it was set, or set in the future', async () => {
    expect(await scenarioSeen('test-scenario=SESSION_EXPIRED')).toBeNull();
    expect(await scenarioSeen(`test-scenario=SESSION_EXPIRED.${Math.floor(clock / 1000) + 3600}`)).toBeNull();
  });

  it('refuses an unknown scenario with 400, listing the allowed names, and sets no cookie', async () => {
    const response = await fetch(`${enabled.url}/attractions?testScenario=DROP_TABLES`);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as { error_code: string; message: string };
    expect(body.error_code).toBe('UNKNOWN_TEST_SCENARIO');
    expect(body.message).toContain('EMPTY_AVAILABILITY');
  });

  it('refuses a repeated parameter', async () => {
    const response = await fetch(`${enabled.url}/attractions?testScenario=AV-004&testScenario=AUTH-008`);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('clears the cookie with NONE', async () => {
    const response = await fetch(`${enabled.url}/attractions?testScenario=NONE`);
    expect(response.headers.get('set-cookie')).toBe('test-scenario=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('reads a valid cookie back and ignores an invalid one', async () => {
    expect(await scenarioSeen(`a=b; test-scenario=${scenarioCookieValue('SLOW_RESPONSE', clock)}`)).toBe('SLOW_RESPONSE');
    expect(await scenarioSeen(`test-scenario=${scenarioCookieValue('SLOW_RESPONSE', clock).replace('SLOW', 'EVIL')}`)).toBeNull();
  });

  it('does nothing when disabled', async () => {
    const response = await fetch(`${disabled.url}/attractions?testScenario=AV-004`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const unknown = await fetch(`${disabled.url}/attractions?testScenario=NOPE`);
    expect(unknown.status).toBe(200);
  });
});
