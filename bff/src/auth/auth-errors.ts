// The protocol's configuration error codes that can arise in our set-up, and its fixed texts.
type ConfigErrorCode =
  | 'NO_SECRET'
  | 'MISSING_NEXTAUTH_API_ROUTE_ERROR'
  | 'INVALID_CALLBACK_URL_ERROR'
  | 'CALLBACK_CREDENTIALS_HANDLER_ERROR';

export interface ConfigError {
  code: ConfigErrorCode;
  message: string;
}

export const CONFIGURATION_ERROR_MESSAGE =
  'There is a problem with the server configuration. Check the server logs for more information.';

export const AUTH_ON_ERROR_PAGE_ERROR = 'AUTH_ON_ERROR_PAGE_ERROR';

/** Error names the sign-in page shows inline, so the error route sends them there. */
export const SIGN_IN_PAGE_ERRORS: ReadonlySet<string> = new Set([
  'Signin',
  'OAuthSignin',
  'OAuthCallback',
  'OAuthCreateAccount',
  'EmailCreateAccount',
  'Callback',
  'OAuthAccountNotLinked',
  'EmailSignin',
  'CredentialsSignin',
  'SessionRequired',
]);
