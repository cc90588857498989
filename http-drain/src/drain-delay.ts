import { z } from 'zod';

/** DRAIN_DELAY_MS: how long a server keeps serving after SIGTERM, its health check failing. */
export const drainDelaySchema = z.coerce.number().int().min(0).default(5000);

/** DRAIN_DELAY_MS of this environment, for the servers that read no other configuration. */
export function drainDelayMs(env: NodeJS.ProcessEnv): number {
  const parsed = drainDelaySchema.safeParse(env.DRAIN_DELAY_MS);
  if (!parsed.success) throw new Error('DRAIN_DELAY_MS must be a whole number of milliseconds, 0 or more');
  return parsed.data;
}
