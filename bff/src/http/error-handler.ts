import type { Logger } from 'pino';
import { requestIdOf } from '@citypass/observability';
import { describeError, errorAnswer } from './error-answer';
import { sendJson, type NodeErrorHandler } from './node-handler';

/** The BFF's one error middleware, last in the app and behind the proxy: every thrown or rejected error ends here. */
export function createErrorHandler(logger: Pick<Logger, 'error'>): NodeErrorHandler {
  // Four parameters: Express tells an error handler by its arity.
  return (error, req, res, _next) => {
    const answer = errorAnswer(error);
    if (answer.status >= 500) {
      const path = (req.url ?? '').split('?', 1)[0];
      logger.error({ request_id: requestIdOf(res), method: req.method, path, ...describeError(error) }, 'request failed');
    }
    // An answer already under way cannot change its status: cut it, so the client sees it fail.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, answer.status, answer.body);
  };
}
