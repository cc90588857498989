import { z } from 'zod';

/**
 * `METRICS_PORT` and `METRICS_HOST`: where a server's metrics listener answers. Loopback unless
 * told otherwise, since the numbers are for the scraper on the machine or its network only.
 * `METRICS_PORT=0` picks a free port.
 */
export function metricsSettingsSchema(defaultPort: number) {
  return z.object({
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  });
}

export type MetricsSettings = z.infer<ReturnType<typeof metricsSettingsSchema>>;
