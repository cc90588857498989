import type { Request } from 'express';
import { isScenarioName, type ScenarioName } from './scenario-names';

export const SCENARIO_COOKIE = 'test-scenario';

/** The valid scenario named by the request's test-scenario cookie, or null. */
export function readScenarioCookie(req: Request): ScenarioName | null {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== SCENARIO_COOKIE) continue;
    const value = safeDecode(pair.slice(separator + 1).trim());
    return isScenarioName(value) ? value : null;
  }
  return null;
}

export function scenarioCookieHeader(name: ScenarioName | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  const value = name === null ? `${SCENARIO_COOKIE}=; Max-Age=0` : `${SCENARIO_COOKIE}=${encodeURIComponent(name)}`;
  return [value, ...attributes].join('; ');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
