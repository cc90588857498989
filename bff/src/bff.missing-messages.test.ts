import { startMetricsListener, type MetricsListener } from '@citypass/observability';
import { CLIENT_LOG_PATH } from '@citypass/contracts';
import { http } from './auth/testing/http';
import { startTestBff, type TestBff } from './security/testing/test-bff';

// A text a page's catalogue lacked, as the shell reports it to the log beacon, is counted on the
// metrics port by part and language, each from a closed set: no beacon can add series, and the
// text's id is never a label.
let app: TestBff;
let metrics: MetricsListener;
beforeAll(async () => {
  app = await startTestBff();
  metrics = await startMetricsListener(app.bff.metrics.registry, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics?.close();
  await app?.close();
});

/** The beacon as the shell sends it (shell/src/i18n/missing-texts.ts). */
const report = (details: unknown, code = 'MISSING_MESSAGE') =>
  http(`${app.url}${CLIENT_LOG_PATH}`, { form: { level: 'warn', code, details: typeof details === 'string' ? details : JSON.stringify(details) } });

const counted = async () => [...(await http(`${metrics.url}/metrics`)).text.matchAll(/^citypass_missing_messages_total(\{.*\}) (\d+)$/gm)].map(([, labels, count]) => `${labels} ${count}`);

test("counts each missing text by part and language, the parts' and page languages' names only", async () => {
  expect((await report({ part: 'shell', language: 'de', id: 'start.failed' })).status).toBe(200);
  await report({ part: 'shell', language: 'de', id: 'another.text' });
  await report({ part: 'bookings', language: 'zh-Hans', id: 'bookings.title' });
  await report({ part: 'shared-ui', language: 'ar-XB', id: 'language.label' });
  // A part or language of no catalogue, and details that are no report, count as `other`.
  await report({ part: 'mf-evil<script>', language: 'xx-Secret', id: 'id.never.a.label' });
  await report({ part: ['shell'], language: { de: true } });
  await report('not json');
  // Any other beacon is logged only.
  await report({ part: 'shell', language: 'de' }, 'REMOTE_FAILED');

  expect(await counted()).toEqual([
    '{remote="shell",language="de"} 2',
    '{remote="bookings",language="zh-Hans"} 1',
    '{remote="shared-ui",language="ar-XB"} 1',
    '{remote="other",language="other"} 3',
  ]);
  const text = (await http(`${metrics.url}/metrics`)).text;
  expect(text).not.toMatch(/start\.failed|id\.never\.a\.label|mf-evil|xx-Secret/);
});

test('refuses a malformed beacon, counting nothing', async () => {
  const before = await counted();
  expect((await http(`${app.url}${CLIENT_LOG_PATH}`, { form: { code: 'MISSING_MESSAGE', details: '{}' } })).status).toBe(400);
  expect(await counted()).toEqual(before);
});
