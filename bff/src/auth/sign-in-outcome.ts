import { z } from 'zod';
import type { SessionClaims } from './session-claims';
import type { UpstreamSignInResult } from './upstream-auth-client';

// Turns an upstream sign-in answer into session claims, or into the error the client shows.
export type SignInOutcome =
  | { ok: true; claims: SessionClaims }
  | { ok: false; status: 401 | 503; error: string };

export const CREDENTIALS_SIGNIN = 'CredentialsSignin';
const UNAVAILABLE_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);
// An error code travels in a URL and is looked up in the client's catalogue: anything else is unknown.
const ERROR_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const signInSchema = z.object({
  access_token: z.string().min(1),
  expires_at: z.string().min(1),
  order: z.object({
    order_number: z.string().min(1),
    email: z.string(),
    passes: z.array(z.object({ pass_number: z.string(), valid_from: z.string(), valid_until: z.string() })),
  }),
});

export function outcomeFromUpstream(result: UpstreamSignInResult): SignInOutcome {
  if (!result.ok) return failureFromUpstream(result.status, result.error_code);
  const parsed = signInSchema.safeParse(result.value);
  if (!parsed.success) return { ok: false, status: 503, error: 'UPSTREAM_UNAVAILABLE' };
  const { access_token, expires_at, order } = parsed.data;
  return {
    ok: true,
    claims: {
      name: order.order_number,
      email: order.email,
      sub: order.order_number,
      orderNumber: order.order_number,
      passes: order.passes.map(({ pass_number, valid_from, valid_until }) => ({ pass_number, valid_from, valid_until })),
      upstream: { accessToken: access_token, expiresAt: expires_at },
    },
  };
}

function failureFromUpstream(status: number, errorCode: string): SignInOutcome {
  const error = ERROR_CODE_PATTERN.test(errorCode) ? errorCode : 'SOMETHING_WRONG';
  const unavailable = UNAVAILABLE_CODES.has(errorCode) || status >= 500;
  // A refusal (including the upstream's 403s) is a failed sign-in to the client: 401.
  return { ok: false, status: unavailable ? 503 : 401, error };
}
