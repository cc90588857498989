import { collectDefaultMetrics, Registry } from 'prom-client';

/** A registry of one server's metrics, holding prom-client's process metrics (event-loop lag, heap, GC) from the start. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
