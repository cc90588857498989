import type { IncomingMessage } from 'node:http';
import { createAuthUrls } from './auth-urls';
import { cookieNames, parseCookieHeader } from './cookies';
import { readSessionValue } from './session-cookie';
import { createSessionCodec, DEFAULT_SESSION_MAX_AGE_SECONDS } from './session-token';

export interface UpstreamAuth {
  accessToken: string;
  /** When the upstream token expires (ISO 8601); past it, product calls answer 401. */
  expiresAt: string;
  orderNumber: string;
  email: string;
}

/** Reads the (possibly chunked) session cookie of a request: the visitor's upstream credentials, or null. */
export function createSessionReader(options: {
  publicUrl: string;
  secret: string;
  now?: () => Date;
}): (req: Pick<IncomingMessage, 'headers'>) => Promise<UpstreamAuth | null> {
  const { session } = cookieNames(createAuthUrls(options.publicUrl).secure);
  // The max age only matters when encoding; decoding checks the token's own expiry.
  const codec = createSessionCodec(options.secret, DEFAULT_SESSION_MAX_AGE_SECONDS);
  const now = options.now ?? (() => new Date());
  return async (req) => {
    const value = readSessionValue(parseCookieHeader(req.headers.cookie), session);
    if (!value) return null;
    const claims = await codec.decode(value, now());
    if (!claims) return null;
    return {
      accessToken: claims.upstream.accessToken,
      expiresAt: claims.upstream.expiresAt,
      orderNumber: claims.orderNumber,
      email: claims.email,
    };
  };
}
