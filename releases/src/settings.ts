import { z } from 'zod';
import type { CanaryRuleSettings } from './health/canary-rule';

// The release service's settings as the environment gives them, with their defaults: here and
// nowhere else. The BFF's environment schema takes these fields as they are.
export const releaseSettingsSchema = z.object({
  /** The window release health counts page loads over. */
  HEALTH_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
  // When a canary is stopped automatically (health/canary-rule.ts).
  CANARY_MIN_LOADS: z.coerce.number().int().positive().default(20),
  CANARY_MAX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  CANARY_FAILURE_RATIO: z.coerce.number().min(1).default(2),
});

export type ReleaseSettings = z.infer<typeof releaseSettingsSchema>;

export function canaryRuleOf(settings: ReleaseSettings): CanaryRuleSettings {
  return { minLoads: settings.CANARY_MIN_LOADS, maxFailureRate: settings.CANARY_MAX_FAILURE_RATE, failureRatio: settings.CANARY_FAILURE_RATIO };
}
