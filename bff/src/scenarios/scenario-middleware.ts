import type { RequestHandler } from 'express';
import { isScenarioName, scenarioNames } from '@citypass/reservations-service/scenarios';
import { scenarioCookieHeader } from './scenario-cookie';

/** Query parameter that picks a test scenario on a page request, e.g. `/attractions?testScenario=AV-004`. */
const SCENARIO_QUERY_PARAM = 'testScenario';

/** Value of the query parameter that clears the scenario. */
const CLEAR_SCENARIO = 'NONE';

interface ScenarioMiddlewareOptions {
  /** On in the demo and development, off by default in production. */
  enabled: boolean;
  /** Add `Secure` to the cookie (when the product is served over https). */
  secureCookie?: boolean;
  /** The clock the cookie's time is read from (tests move it). */
  now?: () => number;
}

/**
 * Handles the test-scenario query parameter on page requests: a known name sets the
 * test-scenario cookie (forwarded upstream by the proxy), NONE clears it, anything else is refused.
 */
export function createScenarioMiddleware({ enabled, secureCookie = false, now = Date.now }: ScenarioMiddlewareOptions): RequestHandler {
  return (req, res, next) => {
    const value: unknown = req.query[SCENARIO_QUERY_PARAM];
    if (!enabled || value === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (value === CLEAR_SCENARIO) {
      res.append('Set-Cookie', scenarioCookieHeader(null, secureCookie));
      return next();
    }
    if (!isScenarioName(value)) {
      res.status(400).json({
        error_code: 'UNKNOWN_TEST_SCENARIO',
        message: `Unknown test scenario ${JSON.stringify(value)}. Use one of: ${scenarioNames.join(', ')}, or ${CLEAR_SCENARIO} to clear it.`,
      });
      return;
    }
    res.append('Set-Cookie', scenarioCookieHeader(value, secureCookie, now()));
    next();
  };
}
