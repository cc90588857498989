// Whether this process started tracing: what runs per request asks this rather than the
// OpenTelemetry API, which without the SDK would only find that there is no span.
let started = false;

export function markTracingStarted(): void {
  started = true;
}

export function tracingStarted(): boolean {
  return started;
}
