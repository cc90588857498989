import { signInWith } from '../auth/testing/auth-flow';
import { http } from '../auth/testing/http';
import { startTestBff, type TestBff } from './testing/test-bff';

const order = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };

function attributesOf(line: string): { name: string; flags: Set<string> } {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  return { name: pair.slice(0, pair.indexOf('=')), flags: new Set(rest.map((part) => part.split('=')[0]!.toLowerCase())) };
}

describe.each([
  ['http', 'http://localhost:8080', { session: 'next-auth.session-token', csrf: 'next-auth.csrf-token', callback: 'next-auth.callback-url' }],
  ['https', 'https://citypass.example', { session: '__Secure-next-auth.session-token', csrf: '__Host-next-auth.csrf-token', callback: '__Secure-next-auth.callback-url' }],
])('cookies of the whole BFF served over %s', (scheme, publicUrl, names) => {
  let app: TestBff;

  beforeAll(async () => {
    app = await startTestBff({ PUBLIC_URL: publicUrl });
  });

  afterAll(() => app.close());

  it('are HttpOnly, SameSite=Lax, Path=/, without Domain, and Secure with prefixed names over https', async () => {
    const { answer } = await signInWith(app.url, 'order', order);
    const csrf = await http(`${app.url}/api/auth/csrf`);
    const scenario = await http(`${app.url}/?testScenario=ADAPTOR_ERROR`);
    const lines = [...answer.setCookies, ...csrf.setCookies, ...scenario.setCookies];
    const set = new Map(lines.map((line) => [attributesOf(line).name, line]));
    expect([...set.keys()]).toEqual(expect.arrayContaining([names.session, names.csrf, names.callback, 'test-scenario']));
    for (const line of lines) {
      const { flags } = attributesOf(line);
      expect([line, flags.has('httponly'), flags.has('secure'), flags.has('domain')]).toEqual([line, true, scheme === 'https', false]);
      expect(line).toMatch(/; ?SameSite=Lax/i);
      expect(line).toMatch(/; ?Path=\/(;|$)/);
    }
    expect(set.get(names.session)).toMatch(/Expires=/);
  });

  it('keep the session only while its cookie is intact', async () => {
    const { cookies } = await signInWith(app.url, 'order', order);
    const intact = await http(`${app.url}/api/auth/session`, { cookies });
    expect(intact.json().orderNumber).toBe('CP-100001');
    const value = cookies[names.session]!;
    const tampered = { ...cookies, [names.session]: `${value.slice(0, -2)}${value.endsWith('A') ? 'BB' : 'AA'}` };
    expect((await http(`${app.url}/api/auth/session`, { cookies: tampered })).json()).toEqual({});
  });
});
