import type { UpstreamFailure } from './bff-metrics';

// The error codes the BFF answers when the reservations service gave no usable answer, as the
// reasons its metrics count them by.
const FAILURES: Record<string, UpstreamFailure> = {
  UPSTREAM_TIMEOUT: 'timeout',
  UPSTREAM_UNAVAILABLE: 'unavailable',
  UPSTREAM_BAD_RESPONSE: 'bad_response',
};

export function upstreamFailureOf(code: string | undefined): UpstreamFailure | undefined {
  return code === undefined ? undefined : FAILURES[code];
}
