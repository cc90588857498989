import { requestIdOf } from '@citypass/observability';
import type { AuthContext } from '../auth-context';
import { AUTH_ON_ERROR_PAGE_ERROR, CONFIGURATION_ERROR_MESSAGE, type ConfigError } from '../auth-errors';
import { readAuthPath } from '../auth-path';
import { htmlPage, jsonReply, writeReply, type AuthReply } from '../auth-reply';
import type { RequestHandler } from 'express';
import { ROUTES } from '@citypass/shared-ui/contracts';
import { withQuery } from '../auth-urls';
import { findConfigError } from '../assertions';
import { cookiesOf } from '../cookies';

const PAGE_ACTIONS = new Set(['signin', 'signout', 'error']);

/** The protocol's assertions, before any action (and for unknown ones): a failure answers here. */
export function checkConfiguration(context: AuthContext): RequestHandler {
  return (req, res, next) => {
    const { path, query } = req;
    const { action } = readAuthPath(path);
    const queryCallbackUrl: unknown = query.callbackUrl;
    const cookieCallbackUrl = cookiesOf(req).get(context.names.callbackUrl);
    const { secret, providers, urls } = context;
    const error = findConfigError({ secret, action, queryCallbackUrl, cookieCallbackUrl, providers }, urls);
    if (!error) return next();
    writeReply(res, configErrorReply(error, { method: req.method, action, queryCallbackUrl, requestId: requestIdOf(res) }, context), [], false);
  };
}

// A failed assertion: page requests go to the error page (or a bare page, to avoid a redirect
// loop when they came from it); every other request gets the protocol's fixed 500 message.
function configErrorReply(
  error: ConfigError,
  request: { method: string; action: string | undefined; queryCallbackUrl: unknown; requestId: string | undefined },
  context: Pick<AuthContext, 'urls' | 'logger'>,
): AuthReply {
  context.logger.error({ request_id: request.requestId, code: error.code }, error.message);
  if (request.method !== 'GET' || !request.action || !PAGE_ACTIONS.has(request.action)) {
    return jsonReply({ message: CONFIGURATION_ERROR_MESSAGE }, 500);
  }
  const from = request.queryCallbackUrl;
  if (typeof from === 'string' && (from.startsWith(ROUTES.error) || from.startsWith(context.urls.errorPage))) {
    context.logger.error({ request_id: request.requestId, code: AUTH_ON_ERROR_PAGE_ERROR }, 'The error page itself met a configuration error.');
    return { type: 'html', status: 500, body: htmlPage('Server error', 'There is a problem with the server configuration.') };
  }
  return { type: 'redirect', status: 302, url: withQuery(context.urls.errorPage, { error: 'Configuration' }) };
}
