import type { RequestHandler } from 'express';
import { isScenarioName, SCENARIO_HEADER } from './scenario-names';
import type { UpstreamDeps } from './deps';
import { sendError } from './error-codes';
import { scenarioOutcome, type UpstreamCall } from './scenario-outcome';

/** Applies the scenario named in the request header to one kind of call. */
export function applyScenario(call: UpstreamCall, deps: Pick<UpstreamDeps, 'slowResponseMs'>): RequestHandler {
  return (req, res, next) => {
    const header = req.get(SCENARIO_HEADER);
    const outcome = scenarioOutcome(isScenarioName(header) ? header : null, call);
    if (outcome === null) return next();
    switch (outcome.kind) {
      case 'error':
        return sendError(res, outcome.code, `Test scenario ${header}.`);
      case 'empty-list':
        res.json([]);
        return;
      case 'slow': {
        const timer = setTimeout(next, deps.slowResponseMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
    }
  };
}
