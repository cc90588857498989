import { requestIdOf } from '@citypass/observability';
import type { AuthContext } from '../auth-context';
import { AUTH_ON_ERROR_PAGE_ERROR, CONFIGURATION_ERROR_MESSAGE, type ConfigError } from '../auth-errors';
import { authPathOf } from '../auth-path';
import { htmlPage, jsonReply, writeReply, type AuthReply } from '../auth-reply';
import type { RequestHandler } from 'express';
import { ROUTES, type PageLanguage } from '@citypass/contracts';
import { bffTexts } from '../../i18n/bff-texts';
import { withQuery } from '../auth-urls';
import { findConfigError } from '../assertions';
import { cookiesOf } from '@citypass/http-cookies';

const PAGE_ACTIONS = new Set(['signin', 'signout', 'error']);

/** The protocol's assertions, before any action (and for unknown ones): a failure answers here. */
export function checkConfiguration(context: AuthContext): RequestHandler {
  return async (req, res, next) => {
    const { query } = req;
    const { action } = authPathOf(req);
    const queryCallbackUrl: unknown = query.callbackUrl;
    const cookieCallbackUrl = cookiesOf(req).get(context.names.callbackUrl);
    const { secret, providers, urls } = context;
    const error = findConfigError({ secret, action, queryCallbackUrl, cookieCallbackUrl, providers }, urls);
    if (!error) return next();
    const request = { method: req.method, action, queryCallbackUrl, requestId: requestIdOf(res), language: context.pageLanguage(req) };
    writeReply(res, await configErrorReply(error, request, context), [], false);
  };
}

// A failed assertion: page requests go to the error page (or a bare page, to avoid a redirect
// loop when they came from it); every other request gets the protocol's fixed 500 message.
async function configErrorReply(
  error: ConfigError,
  request: { method: string; action: string | undefined; queryCallbackUrl: unknown; requestId: string | undefined; language: PageLanguage },
  context: Pick<AuthContext, 'urls' | 'logger'>,
): Promise<AuthReply> {
  context.logger.error({ request_id: request.requestId, code: error.code }, error.message);
  if (request.method !== 'GET' || !request.action || !PAGE_ACTIONS.has(request.action)) {
    return jsonReply({ message: CONFIGURATION_ERROR_MESSAGE }, 500);
  }
  const from = request.queryCallbackUrl;
  if (typeof from === 'string' && (from.startsWith(ROUTES.error) || from.startsWith(context.urls.errorPage))) {
    context.logger.error({ request_id: request.requestId, code: AUTH_ON_ERROR_PAGE_ERROR }, 'The error page itself met a configuration error.');
    const t = await bffTexts(request.language);
    return { type: 'html', status: 500, language: request.language, body: htmlPage(request.language, t('server-error.title'), t('server-error.text')) };
  }
  return { type: 'redirect', status: 302, url: withQuery(context.urls.errorPage, { error: 'Configuration' }) };
}
