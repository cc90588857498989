import type { IncomingMessage } from 'node:http';
import { cookiesOf, deletedCookie, keptCookie } from '@citypass/http-cookies';
import { isScenarioName, type ScenarioName } from '@citypass/reservations-service/scenarios';

const SCENARIO_COOKIE = 'test-scenario';

// A scenario such as SESSION_EXPIRED makes every later call fail. The cookie is a session cookie,
// but browsers that restore their session keep those too, so the BFF also stops honouring a
// scenario this long after it was set: a forgotten one goes away on its own.
const SCENARIO_LIFETIME_MS = 15 * 60_000;
// Instances behind a load balancer may disagree a little on the time.
const CLOCK_SKEW_MS = 60_000;

/** The cookie's value: the scenario and when it was set (seconds since the epoch). */
export function scenarioCookieValue(name: ScenarioName, now: number): string {
  return `${name}.${Math.floor(now / 1000)}`;
}

/** The valid, unexpired scenario named by the request's test-scenario cookie, or null. */
export function readScenarioCookie(req: Pick<IncomingMessage, 'headers'>, now: number = Date.now()): ScenarioName | null {
  const value = cookiesOf(req).get(SCENARIO_COOKIE);
  return value === undefined ? null : parseScenarioCookie(value, now);
}

function parseScenarioCookie(value: string, now: number): ScenarioName | null {
  const match = /^(.+)\.(\d{1,12})$/.exec(value);
  if (!match || !isScenarioName(match[1])) return null;
  const age = now - Number(match[2]) * 1000;
  return age >= -CLOCK_SKEW_MS && age < SCENARIO_LIFETIME_MS ? match[1] : null;
}

/** Sets (for the browser session, see SCENARIO_LIFETIME_MS) or clears the scenario. */
export function scenarioCookieHeader(name: ScenarioName | null, secure: boolean, now: number = Date.now()): string {
  return name === null ? deletedCookie(SCENARIO_COOKIE, secure) : keptCookie(SCENARIO_COOKIE, scenarioCookieValue(name, now), { secure });
}
