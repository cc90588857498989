import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { parse } from 'yaml';
import { createMetricsRegistry } from '@citypass/observability';
import { startUpstream } from '@citypass/reservations-service';
import { createBff } from '../bff';
import { parseEnv } from '../config/env';

// The operators' dashboard and alert rules (ops/) use only metrics the BFF and the reservations
// service export, read from their registries as a start builds them, and only the scrape jobs
// ops/prometheus/prometheus.yml names. With Debian's prometheus package at hand, promtool checks
// the rules and the configuration too.
const OPS = resolve(__dirname, '../../../ops');
const PROMTOOL = ((): string | null => {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return 'promtool';
  } catch {
    return null;
  }
})();

interface Dashboard {
  panels: { targets?: { expr: string }[] }[];
}
interface Rules {
  groups: { rules: { alert: string; expr: string }[] }[];
}

const dashboardExprs = (JSON.parse(readFileSync(join(OPS, 'grafana/citypass.json'), 'utf8')) as Dashboard).panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
const alertExprs = (parse(readFileSync(join(OPS, 'prometheus/alerts.yml'), 'utf8')) as Rules).groups.flatMap((group) => group.rules.map((rule) => rule.expr));
const scrapeJobs = (parse(readFileSync(join(OPS, 'prometheus/prometheus.yml'), 'utf8')) as { scrape_configs: { job_name: string }[] }).scrape_configs.map((config) => config.job_name);

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/** The metric names a PromQL expression reads: what is left once label matchers and lists, strings, ranges and functions are taken out. */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  return [...bare.matchAll(/\b[A-Za-z_:][A-Za-z0-9_:]*\b(?!\s*\()/g)].map(([name]) => name).filter((name) => !KEYWORDS.has(name));
}

/** Every series name a registry exports, a histogram's `_bucket`, `_count` and `_sum` included. */
async function exportedNames(registry: { metrics(): Promise<string> }): Promise<Set<string>> {
  const types = [...(await registry.metrics()).matchAll(/^# TYPE (\S+) (\S+)$/gm)];
  return new Set(
    types.flatMap(([, name, type]) => {
      if (type === 'histogram') return [name!, `${name}_bucket`, `${name}_count`, `${name}_sum`];
      if (type === 'summary') return [name!, `${name}_count`, `${name}_sum`];
      return [name!];
    }),
  );
}

let exported: Set<string>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'citypass-ops-'));
  // The BFF with everything that adds series: a release registry (canary shares) and Redis (its state; nothing listens there).
  const env = parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
    UPSTREAM_URL: 'http://127.0.0.1:9',
    SHELL_DIST: dir,
    RELEASE_REGISTRY_FILE: join(dir, 'registry.json'),
    REDIS_URL: 'redis://127.0.0.1:9',
  });
  const bff = await createBff(env, pino({ level: 'silent' }));
  const serviceMetrics = createMetricsRegistry();
  const service = await startUpstream({ dataDir: join(dir, 'data'), demoOrders: false, metrics: serviceMetrics });
  try {
    exported = new Set([...(await exportedNames(bff.metrics.registry)), ...(await exportedNames(serviceMetrics))]);
  } finally {
    await service.close();
    await bff.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

it('reads metric names out of PromQL, not its functions, labels or keywords', () => {
  expect(metricNamesIn('sum by (le, route) (rate(a_bucket{job="x",route=~"/api.*"}[5m])) / on (route) b_count > 0.05 and c')).toEqual(['a_bucket', 'b_count', 'c']);
});

it.each([
  ['the dashboard uses', dashboardExprs],
  ['the alert rules use', alertExprs],
])('%s only metrics the BFF and the reservations service export', (_name, exprs) => {
  expect(exprs.length).toBeGreaterThan(0);
  const used = [...new Set(exprs.flatMap(metricNamesIn))];
  expect(used.filter((name) => !exported.has(name))).toEqual([]);
});

it('the dashboard and the rules name only the jobs prometheus.yml scrapes', () => {
  const jobs = [...dashboardExprs, ...alertExprs].flatMap((expr) => [...expr.matchAll(/job=~?"([^"]+)"/g)].map(([, job]) => new RegExp(`^(?:${job})$`)));
  for (const job of jobs) expect(scrapeJobs.some((name) => job.test(name))).toBe(true);
});

it('has the alerts the operators rely on', () => {
  const alerts = (parse(readFileSync(join(OPS, 'prometheus/alerts.yml'), 'utf8')) as Rules).groups.flatMap((group) => group.rules.map((rule) => rule.alert));
  expect(alerts).toEqual(['CityPassHigh5xxRatio', 'CityPassUpstreamFailures', 'CityPassCanaryFailing', 'CityPassRedisDown', 'CityPassEventLoopLag', 'CityPassMailQueueBacklog', 'CityPassMailFailed']);
});

// Debian's prometheus package brings promtool; without it this check is skipped, not failed.
(PROMTOOL ? it : it.skip)(`promtool accepts the rules and the configuration${PROMTOOL ? '' : ' (skipped: no promtool; apt-get install prometheus)'}`, () => {
  execFileSync(PROMTOOL!, ['check', 'rules', join(OPS, 'prometheus/alerts.yml')], { stdio: 'pipe' });
  execFileSync(PROMTOOL!, ['check', 'config', join(OPS, 'prometheus/prometheus.yml')], { stdio: 'pipe' });
});
