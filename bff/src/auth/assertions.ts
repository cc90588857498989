import type { AuthUrls } from './auth-urls';
import type { ConfigError } from './auth-errors';
import { isHttpUrl } from './callback-url';
import type { CredentialsProvider } from './providers';
import { MAX_CALLBACK_URL_LENGTH } from './request-schemas';

// The protocol's assertions, checked on every request before anything else; the first failure wins.
// The adapter, e-mail and database-strategy assertions cannot fail here (see AUTH.md).
interface AssertionInput {
  secret: string;
  action: string | undefined;
  queryCallbackUrl: unknown;
  cookieCallbackUrl: string | undefined;
  providers: CredentialsProvider[];
}

export function findConfigError(input: AssertionInput, urls: AuthUrls): ConfigError | null {
  if (!input.secret) {
    return { code: 'NO_SECRET', message: 'Please define a `secret` in production.' };
  }
  if (!input.action) {
    return { code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR', message: 'No auth action could be derived from the path.' };
  }
  // As in the reference, an empty value is no value: only a given callback URL is asserted.
  if (input.queryCallbackUrl !== undefined && input.queryCallbackUrl !== '' && !isValidCallbackUrl(input.queryCallbackUrl, urls)) {
    return { code: 'INVALID_CALLBACK_URL_ERROR', message: 'Invalid callback URL in the query.' };
  }
  if (input.cookieCallbackUrl !== undefined && input.cookieCallbackUrl !== '' && !isValidCallbackUrl(input.cookieCallbackUrl, urls)) {
    return { code: 'INVALID_CALLBACK_URL_ERROR', message: 'Invalid callback URL in the callback-url cookie.' };
  }
  const withoutHandler = input.providers.find((provider) => typeof provider.authorize !== 'function');
  if (withoutHandler) {
    return {
      code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR',
      message: `Credentials provider "${withoutHandler.id}" has no authorize handler.`,
    };
  }
  return null;
}

function isValidCallbackUrl(value: unknown, urls: AuthUrls): boolean {
  return typeof value === 'string' && value.length <= MAX_CALLBACK_URL_LENGTH && isHttpUrl(value, urls);
}
