import type { IncomingMessage } from 'node:http';
import { createAuthUrls } from './auth-urls';
import { cookiesOf } from '@citypass/http-cookies';
import { cookieNames } from './cookies';
import { readSessionValue } from './session-cookie';
import type { PublicSession } from '@citypass/contracts';
import { toPublicSession } from './session-claims';
import type { DecodedSession, SessionCodec } from './session-token';

export interface UpstreamAuth {
  accessToken: string;
  /** When the upstream token expires (ISO 8601); past it, product calls answer 401. */
  expiresAt: string;
  orderNumber: string;
  email: string;
}

interface SessionReaderOptions {
  publicUrl: string;
  /** The codec the sign-in protocol encodes with: a token either decrypted is remembered for both. */
  codec: SessionCodec;
  now?: () => Date;
}

type RequestWithHeaders = Pick<IncomingMessage, 'headers'>;

/** The decoded (possibly chunked) session cookie of a request, or null. */
function createTokenReader(options: SessionReaderOptions): (req: RequestWithHeaders) => Promise<DecodedSession | null> {
  const { session } = cookieNames(createAuthUrls(options.publicUrl).secure);
  const { codec } = options;
  const now = options.now ?? (() => new Date());
  return async (req) => {
    const value = readSessionValue(cookiesOf(req), session);
    return value ? codec.decode(value, now()) : null;
  };
}

interface SessionReaders {
  /** The visitor's upstream credentials from the session cookie, or null. */
  upstreamAuth(req: RequestWithHeaders): Promise<UpstreamAuth | null>;
  /** What the session endpoint would show of the session cookie (without re-issuing it), or null. */
  publicSession(req: RequestWithHeaders): Promise<PublicSession | null>;
}

/** Both views of the session cookie, over the protocol's codec, so a token decrypted once is remembered for every reader. */
export function createSessionReaders(options: SessionReaderOptions): SessionReaders {
  const read = createTokenReader(options);
  return {
    async upstreamAuth(req) {
      const claims = (await read(req))?.claims;
      if (!claims) return null;
      return {
        accessToken: claims.upstream.accessToken,
        expiresAt: claims.upstream.expiresAt,
        orderNumber: claims.orderNumber,
        email: claims.email,
      };
    },
    async publicSession(req) {
      const decoded = await read(req);
      return decoded ? toPublicSession(decoded.claims, decoded.expiresAt) : null;
    },
  };
}
