import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { createMetricsRegistry, histogramSeries, markSpanOutcome } from '@citypass/observability';
import { AUTH_PATH } from '@citypass/contracts';
import type { MissingMessage } from '../auth/missing-message';

/** Where a page's release came from, for the canary's failure rate beside stable's. */
export type ReleaseTrack = 'stable' | 'canary';

/**
 * The BFF's own metrics, beside the request durations and the process's. Every label takes a
 * value from a closed set: a route or call template, a status, an error code, a remote, a release
 * version, a reason named in the code; never a visitor, an order, a token or free text.
 */
export interface BffMetrics {
  registry: Registry;
  /** A call to the reservations service answered (`status`: its status code) or failed (`failure`). */
  upstreamCall(call: string, status: number, seconds: number, failure?: UpstreamFailure): void;
  /** A sign-in's outcome: `ok`, or the error code the visitor is shown. */
  signIn(provider: string, outcome: string): void;
  /** A product call the proxy answered itself, by its error code. */
  proxyRefusal(reason: string): void;
  /** A text a part's catalogue lacked on a page, as the shell's log beacon reports it (auth/missing-message.ts). */
  missingMessage(labels: MissingMessage): void;
  /** A request a rate limit refused (`limit`: which), or refused because its counts could not be reached (`unavailable`). */
  rateLimitRefusal(limit: string, reason: 'limited' | 'unavailable'): void;
  /** A page load of a remote's release, counted as release health counts it. */
  pageLoad(remote: string, release: string, track: ReleaseTrack, failed: boolean): void;
  /** A change of the release registry made through this instance, by kind (history's action, or `register`). */
  registryChange(kind: string): void;
  /** Reads each remote's canary share (0 to 1) when scraped. */
  watchCanaryShares(read: () => Record<string, number>): void;
  /** Reads whether the fleet's Redis is reachable when scraped. */
  watchRedis(read: () => 'up' | 'down'): void;
}

export type UpstreamFailure = 'timeout' | 'unavailable' | 'bad_response';

const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createBffMetrics(registry: Registry = createMetricsRegistry()): BffMetrics {
  const registers = [registry];
  const upstreamDuration = new Histogram({
    name: 'citypass_upstream_request_duration_seconds',
    help: 'Calls to the reservations service by call template and status (502/504 when it failed to answer).',
    labelNames: ['call', 'status'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const upstreamTimeouts = new Counter({
    name: 'citypass_upstream_timeouts_total',
    help: 'Calls to the reservations service given up after UPSTREAM_TIMEOUT_MS.',
    labelNames: ['call'] as const,
    registers,
  });
  const upstreamFailures = new Counter({
    name: 'citypass_upstream_failures_total',
    help: 'Calls to the reservations service without a usable answer, by reason (timeout, unavailable, bad_response).',
    labelNames: ['call', 'reason'] as const,
    registers,
  });
  const signIns = new Counter({ name: 'citypass_sign_ins_total', help: 'Sign-in attempts by provider and outcome (ok, or the error code).', labelNames: ['provider', 'outcome'] as const, registers });
  const proxyRefusals = new Counter({ name: 'citypass_proxy_refusals_total', help: 'Product calls the proxy refused itself, by error code.', labelNames: ['reason'] as const, registers });
  const missingMessages = new Counter({
    name: 'citypass_missing_messages_total',
    help: "Texts a part's catalogue lacked on a page (shown in English), as pages report them, by part (remote) and language; other for any else.",
    labelNames: ['remote', 'language'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'citypass_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (limited), or because its shared counts could not be reached (unavailable).',
    labelNames: ['limit', 'reason'] as const,
    registers,
  });
  const pageLoads = new Counter({
    name: 'citypass_page_loads_total',
    help: "Remotes' page loads counted by release health, by remote, release version and track (stable or canary).",
    labelNames: ['remote', 'release', 'track'] as const,
    registers,
  });
  const pageLoadFailures = new Counter({
    name: 'citypass_page_load_failures_total',
    help: "Remotes' page loads that failed, counted by release health, by remote, release version and track.",
    labelNames: ['remote', 'release', 'track'] as const,
    registers,
  });
  const registryChanges = new Counter({
    name: 'citypass_registry_changes_total',
    help: 'Changes of the release registry made through this instance, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });

  const upstreamSeries = histogramSeries(upstreamDuration);

  return {
    registry,
    upstreamCall(call, status, seconds, failure) {
      upstreamSeries(call, String(status))(seconds);
      if (failure === 'timeout') upstreamTimeouts.inc({ call });
      if (failure) upstreamFailures.inc({ call, reason: failure });
    },
    signIn(provider, outcome) {
      signIns.inc({ provider, outcome });
      markSpanOutcome(`${AUTH_PATH}/callback/:provider`, outcome);
    },
    proxyRefusal(reason) {
      proxyRefusals.inc({ reason });
    },
    missingMessage({ remote, language }) {
      missingMessages.inc({ remote, language });
    },
    rateLimitRefusal(limit, reason) {
      rateLimitRefusals.inc({ limit, reason });
    },
    pageLoad(remote, release, track, failed) {
      pageLoads.inc({ remote, release, track });
      if (failed) pageLoadFailures.inc({ remote, release, track });
    },
    registryChange(kind) {
      registryChanges.inc({ kind });
    },
    watchCanaryShares(read) {
      new Gauge({
        name: 'citypass_canary_share_ratio',
        help: "Share of visitors (0 to 1) each remote's canary serves; 0 without a canary.",
        labelNames: ['remote'] as const,
        registers,
        collect() {
          for (const [remote, share] of Object.entries(read())) this.set({ remote }, share);
        },
      });
    },
    watchRedis(read) {
      new Gauge({
        name: 'citypass_redis_up',
        help: "Whether the connection to the fleet's Redis is ready (1) or not (0).",
        registers,
        collect() {
          this.set(read() === 'up' ? 1 : 0);
        },
      });
    },
  };
}
