// Test scenarios: each forces an outcome of the reservations service that data alone cannot easily produce.
export const scenarioNames = [
  'ADAPTOR_ERROR',
  'AV-004',
  'EMPTY_AVAILABILITY',
  'EMPTY_PASSES',
  'AUTH-008',
  'TIMESLOT_UNAVAILABLE',
  'SESSION_EXPIRED',
  'SLOW_RESPONSE',
  'SERVER_ERROR',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);
}

/** Header that carries the scenario from the BFF to the reservations service. */
export const SCENARIO_HEADER = 'x-test-scenario';
