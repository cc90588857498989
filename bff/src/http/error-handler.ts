import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from '@citypass/observability';
import { describeError, errorAnswer } from './error-answer';

/** The BFF's one error middleware, last in the app: every thrown or rejected error ends here. */
export function createErrorHandler(logger: Pick<Logger, 'error'>): ErrorRequestHandler {
  // Four parameters: Express tells an error handler by its arity.
  return (error, req, res, _next) => {
    const answer = errorAnswer(error);
    if (answer.status >= 500) {
      logger.error({ request_id: requestIdOf(res), method: req.method, path: req.originalUrl.split('?', 1)[0], ...describeError(error) }, 'request failed');
    }
    // An answer already under way cannot change its status: cut it, so the client sees it fail.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(answer.status).json(answer.body);
  };
}
