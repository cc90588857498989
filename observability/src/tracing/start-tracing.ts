import { markTracingStarted } from './tracing-state';
import { tracingWanted } from './tracing-wanted';

/**
 * Starts OpenTelemetry's Node SDK when the environment asks for traces (tracingWanted), with the
 * http, express, ioredis and pino instrumentations; configured by the standard `OTEL_*` variables
 * alone (exporter, endpoint, protocol, sampler, headers). Otherwise nothing is loaded, so no SDK
 * work runs per request. Imported before anything else of a server, since the instrumentations
 * patch modules as they are first required. Returns how to stop it (sending the spans still
 * buffered), or null when tracing is off.
 */
export function startTracing(defaultServiceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  if (!tracingWanted(env)) return null;
  // Loaded here, not at the top, so a process without tracing never loads the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { PinoInstrumentation } = require('@opentelemetry/instrumentation-pino') as typeof import('@opentelemetry/instrumentation-pino');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME (or service.name in OTEL_RESOURCE_ATTRIBUTES) wins over the default.
    serviceName: namedByOperator(env) ? undefined : defaultServiceName,
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new IORedisInstrumentation(),
      // Trace and span ids go into each log line; the lines themselves stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  markTracingStarted();
  return { shutdown: () => sdk.shutdown().catch(() => undefined) };
}

export interface Tracing {
  /** Sends the spans still buffered; a server calls it as it stops. */
  shutdown(): Promise<void>;
}

function namedByOperator(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_SERVICE_NAME) || /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
}
