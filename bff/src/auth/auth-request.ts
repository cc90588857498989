import type { Request } from 'express';
import type { AuthContext, AuthRequest } from './auth-context';
import { authPathOf } from './auth-path';
import { resolveCallbackUrl } from './callback-url';
import { cookiesOf, keptCookie } from '@citypass/http-cookies';
import { equalStrings, mintCsrfToken } from './csrf';
import { envelopeSchema, queryErrorSchema } from './request-schemas';

type ReadAuthRequest = { ok: true; request: AuthRequest; cookies: string[] } | { ok: false };

/**
 * The protocol's per-request set-up: the envelope, the CSRF pair and the resolved callback URL,
 * with the cookies a handled reply carries when either is new. Not ok when the envelope is malformed.
 */
export function readAuthRequest(
  req: Request,
  context: AuthContext,
  scenario: string | undefined,
  requestId: string | undefined,
): ReadAuthRequest {
  const envelope = envelopeSchema.safeParse(req.method === 'POST' ? ((req.body as unknown) ?? {}) : {});
  if (!envelope.success) return { ok: false };
  const body = envelope.data;
  const { query } = req;
  const { names, csrf, urls } = context;
  const cookies = cookiesOf(req);
  const setCookies: string[] = [];
  const cookieToken = csrf.tokenOf(cookies.get(names.csrf));
  const csrfToken = cookieToken ?? mintCsrfToken();
  if (!cookieToken) setCookies.push(keptCookie(names.csrf, csrf.valueFor(csrfToken), { secure: urls.secure }));
  const csrfVerified =
    req.method === 'POST' && cookieToken !== null && body.csrfToken !== undefined && equalStrings(body.csrfToken, cookieToken);

  const cookieCallbackUrl = cookies.get(names.callbackUrl);
  const queryCallbackUrl = typeof query.callbackUrl === 'string' ? query.callbackUrl : undefined;
  const callbackUrl = resolveCallbackUrl(body.callbackUrl || queryCallbackUrl || cookieCallbackUrl, urls);
  if (callbackUrl !== cookieCallbackUrl) {
    setCookies.push(keptCookie(names.callbackUrl, callbackUrl, { secure: urls.secure }));
  }
  // Most requests carry no error: a failed parse would build an error report for nothing.
  const queryError = query.error === undefined ? undefined : queryErrorSchema.safeParse(query.error);
  return {
    ok: true,
    request: {
      method: req.method ?? 'GET',
      providerId: authPathOf(req).providerId,
      cookies,
      body,
      queryError: queryError?.success ? queryError.data : undefined,
      jsonMode: body.json === 'true' || body.json === true,
      csrfToken,
      csrfVerified,
      callbackUrl,
      scenario,
      requestId,
    },
    cookies: setCookies,
  };
}
