import { startAuthApp, type RunningAuthApp } from './testing/auth-test-server';
import { http } from './testing/http';
import type { UpstreamAuthClient } from './upstream-auth-client';

// The protocol's assertion errors that can occur in our configuration, checked on every request.
const CONFIG_MESSAGE = 'There is a problem with the server configuration. Check the server logs for more information.';

const neverCalled: UpstreamAuthClient = {
  signInWithOrder: async () => {
    throw new Error('not expected');
  },
  signInWithMagicLink: async () => {
    throw new Error('not expected');
  },
};

async function withApp(
  deps: Partial<Parameters<typeof startAuthApp>[0]>,
  run: (app: RunningAuthApp) => Promise<void>,
): Promise<void> {
  const app = await startAuthApp({ upstream: neverCalled, ...deps });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

test('MISSING_NEXTAUTH_API_ROUTE_ERROR: a request with no action is a configuration error', async () => {
  await withApp({}, async (app) => {
    const answer = await http(`${app.url}/api/auth/`);
    expect(answer.status).toBe(500);
    expect(answer.json()).toEqual({ message: CONFIG_MESSAGE });
    expect(app.logs).toContainEqual(expect.objectContaining({ level: 50, code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR' }));
  });
});

test('NO_SECRET: a router given an empty secret refuses every request', async () => {
  await withApp({ secret: '' }, async (app) => {
    const answer = await http(`${app.url}/api/auth/csrf`);
    expect(answer.status).toBe(500);
    expect(answer.setCookies).toEqual([]);
    expect(app.logs).toContainEqual(expect.objectContaining({ code: 'NO_SECRET' }));
  });
});

test('CALLBACK_CREDENTIALS_HANDLER_ERROR: a provider whose upstream call is missing fails every request', async () => {
  const { signInWithOrder } = neverCalled;
  const partial = { signInWithOrder } as unknown as UpstreamAuthClient;
  await withApp({ upstream: partial }, async (app) => {
    const providers = await http(`${app.url}/api/auth/providers`);
    expect(providers.status).toBe(500);
    expect(providers.json()).toEqual({ message: CONFIG_MESSAGE });
    const page = await http(`${app.url}/api/auth/signin`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('http://localhost:8080/error?error=Configuration');
    expect(app.logs).toContainEqual(expect.objectContaining({ code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR' }));
  });
});

describe('INVALID_CALLBACK_URL_ERROR', () => {
  test.each(['javascript:alert(1)', 'ftp://localhost:8080/x', 'not a url'])(
    'a callback-url cookie %p fails the request',
    async (value) => {
      await withApp({}, async (app) => {
        const answer = await http(`${app.url}/api/auth/session`, { cookies: { 'next-auth.callback-url': value } });
        expect(answer.status).toBe(500);
        expect(app.logs).toContainEqual(expect.objectContaining({ code: 'INVALID_CALLBACK_URL_ERROR' }));
      });
    },
  );

  test('a repeated query callbackUrl is not a URL either', async () => {
    await withApp({}, async (app) => {
      const answer = await http(`${app.url}/api/auth/session?callbackUrl=%2Fa&callbackUrl=%2Fb`);
      expect(answer.status).toBe(500);
    });
  });

  test('relative and same-origin values pass; a foreign absolute one passes and falls back to the origin', async () => {
    await withApp({}, async (app) => {
      for (const value of ['/bookings', 'http://localhost:8080/attractions', 'https://evil.example/']) {
        const answer = await http(`${app.url}/api/auth/signin?callbackUrl=${encodeURIComponent(value)}`);
        expect(answer.status).toBe(302);
      }
      const foreign = await http(`${app.url}/api/auth/signin?callbackUrl=${encodeURIComponent('https://evil.example/')}`);
      expect(foreign.headers.get('location')).toBe(`http://localhost:8080/?callbackUrl=${encodeURIComponent('http://localhost:8080')}`);
    });
  });

  test('coming from the error page itself, the page request answers a bare 500 page (no redirect loop)', async () => {
    await withApp({}, async (app) => {
      const answer = await http(`${app.url}/api/auth/error?callbackUrl=%2Ferror`, {
        cookies: { 'next-auth.callback-url': 'javascript:alert(1)' },
      });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.text).toContain('Server error');
      expect(app.logs).toContainEqual(expect.objectContaining({ code: 'AUTH_ON_ERROR_PAGE_ERROR' }));
    });
  });

  test.each([
    ['a French browser', 'fr-BE,fr;q=0.9', 'fr', 'Erreur du serveur', 'La configuration du serveur présente un problème.'],
    ['a Brazilian browser', 'pt-BR', 'pt-BR', 'Erro no servidor', 'Há um problema na configuração do servidor.'],
  ])("that bare page is in the visitor's language for %s, and says so", async (_who, acceptLanguage, language, title, text) => {
    await withApp({}, async (app) => {
      const answer = await http(`${app.url}/api/auth/error?callbackUrl=%2Ferror`, {
        cookies: { 'next-auth.callback-url': 'javascript:alert(1)' },
        headers: { 'accept-language': acceptLanguage },
      });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-language')).toBe(language);
      expect(answer.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
      expect(answer.text).toBe(
        `<!DOCTYPE html><html lang="${language}" dir="ltr"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`,
      );
    });
  });
});
