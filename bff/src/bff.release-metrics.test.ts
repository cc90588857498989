import { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/contracts';
import { releaseFixture, TOKENS, type ReleaseFixture, BUCKET_COOKIE } from '@citypass/releases/testing';
import { startMetricsListener, type MetricsListener } from '@citypass/observability';
import { bookingsCanary } from './testing/bookings-canary';
import { pageDataBlock, startProductionBff, type ProductionBff } from './testing/production-bff';

// What release health, canaries and the registry show on the metrics port: page loads and their
// failures per release with the canary told from stable, each remote's canary share, and the
// registry's changes by kind.
const IN_CANARY = `${BUCKET_COOKIE}=0`;
const STABLE_VISITOR = `${BUCKET_COOKIE}=9999`;
let fixture: ReleaseFixture;
let production: ProductionBff;
let metrics: MetricsListener;
let stable: string;
let canary: string;

async function report(cookie: string, outcome: 'started' | 'failed'): Promise<void> {
  const page = await (await fetch(`${production.served.url}/bookings`, { headers: { accept: 'text/html', cookie } })).text();
  const version = pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings!.version;
  const token = pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.health) as string;
  const failure: Record<string, string> = outcome === 'failed' ? { failure: 'render' } : {};
  const body = new URLSearchParams({ remote: 'bookings', version, outcome, ...failure, token });
  expect((await fetch(`${production.served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body })).status).toBe(204);
}

const scrape = async () => (await fetch(`${metrics.url}/metrics`)).text();

beforeAll(async () => {
  fixture = releaseFixture();
  ({ stable, canary } = await bookingsCanary(fixture, 50));
  production = await startProductionBff(fixture);
  metrics = await startMetricsListener(production.bff.metrics.registry, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metrics?.close();
  await production?.close();
  fixture.cleanUp();
});

test('page loads and failures per release, the canary beside stable, as release health counts them', async () => {
  await report(STABLE_VISITOR, 'started');
  await report(STABLE_VISITOR, 'started');
  await report(IN_CANARY, 'failed');

  const text = await scrape();
  expect(text).toContain(`citypass_page_loads_total{remote="bookings",release="${stable}",track="stable"} 2`);
  expect(text).toContain(`citypass_page_loads_total{remote="bookings",release="${canary}",track="canary"} 1`);
  expect(text).toContain(`citypass_page_load_failures_total{remote="bookings",release="${canary}",track="canary"} 1`);
  expect(text).not.toContain(`citypass_page_load_failures_total{remote="bookings",release="${stable}"`);
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/\(page\)",status_code="200"\} 3$/m);
  expect(text).toContain('citypass_canary_share_ratio{remote="bookings"} 0.5');
  expect(text).toContain('citypass_canary_share_ratio{remote="auth"} 0');
});

test("the registry's changes by kind, and the canary's share once it stops", async () => {
  const answer = await fetch(`${production.served.url}/api/releases/bookings/canary/stop`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKENS.bookings}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'seen enough' }),
  });
  expect(answer.status).toBe(200);

  const text = await scrape();
  expect(text).toMatch(/^citypass_registry_changes_total\{kind="canary-stop"\} 1$/m);
  expect(text).toContain('citypass_canary_share_ratio{remote="bookings"} 0');
  expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/releases\/:remote\/canary\/stop",status_code="200"\} 1$/m);
});
