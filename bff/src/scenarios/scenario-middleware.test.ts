import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { readScenarioCookie } from './scenario-cookie';
import { createScenarioMiddleware } from './scenario-middleware';

async function serve(enabled: boolean): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(createScenarioMiddleware({ enabled }));
  app.get('/attractions', (req, res) => {
    res.json({ page: 'attractions', scenarioCookie: readScenarioCookie(req) });
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

  it('sets an HttpOnly, SameSite=Lax cookie for a known scenario and serves the page', async () => {
    const response = await fetch(`${enabled.url}/attractions?testScenario=AV-004`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('test-scenario=AV-004; Path=/; HttpOnly; SameSite=Lax');
    expect(await response.json()).toEqual({ page: 'attractions', scenarioCookie: null });
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
    const valid = await fetch(`${enabled.url}/attractions`, { headers: { cookie: 'a=b; test-scenario=SLOW_RESPONSE' } });
    expect(((await valid.json()) as { scenarioCookie: unknown }).scenarioCookie).toBe('SLOW_RESPONSE');
    const invalid = await fetch(`${enabled.url}/attractions`, { headers: { cookie: 'test-scenario=EVIL' } });
    expect(((await invalid.json()) as { scenarioCookie: unknown }).scenarioCookie).toBeNull();
  });

  it('does nothing when disabled', async () => {
    const response = await fetch(`${disabled.url}/attractions?testScenario=AV-004`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const unknown = await fetch(`${disabled.url}/attractions?testScenario=NOPE`);
    expect(unknown.status).toBe(200);
  });
});
