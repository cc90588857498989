import type { Request } from 'express';
import type { Logger } from 'pino';
import type { PageLanguage } from '@citypass/contracts';
import type { BffMetrics } from '../observability/bff-metrics';
import type { AuthUrls } from './auth-urls';
import type { CookieNames } from './cookies';
import type { CsrfCookies } from './csrf';
import type { CredentialsProvider } from './providers';
import type { SessionCodec } from './session-token';

// Everything a route needs that does not come from the request.
export interface AuthContext {
  urls: AuthUrls;
  names: CookieNames;
  secret: string;
  /** The CSRF cookie's values, checked against the secret (a value checked once is remembered). */
  csrf: CsrfCookies;
  codec: SessionCodec;
  providers: CredentialsProvider[];
  logger: Logger;
  /** Counts sign-ins by provider and outcome, and texts the page's catalogues lack (the log beacon's). */
  metrics?: Pick<BffMetrics, 'signIn' | 'missingMessage'>;
  /** The language of a page the protocol answers itself (its bare error page), chosen as for every page. */
  pageLanguage: (req: Request) => PageLanguage;
  now: () => Date;
}

// The request as the protocol sees it, after validation and CSRF/callback-url initialisation.
export interface AuthRequest {
  method: string;
  providerId: string | undefined;
  cookies: ReadonlyMap<string, string>;
  body: Record<string, unknown>;
  queryError: string | undefined;
  /** Whether redirects answer `{ url }` (body `json=true`) rather than 302. */
  jsonMode: boolean;
  csrfToken: string;
  csrfVerified: boolean;
  callbackUrl: string;
  /** The visitor's test scenario, if the deployment enables them. */
  scenario: string | undefined;
  /** The request's id, for its log lines. */
  requestId: string | undefined;
}
