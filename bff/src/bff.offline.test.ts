import { KEPT_CALLS_CACHE, OFFLINE_CACHE_PREFIX, PAGE_DATA_ELEMENT_IDS, PAGES_CACHE, RELEASE_CACHE_PREFIX, START_PAGE_CACHE } from '@citypass/contracts';
import { http } from './auth/testing/http';
import { parseDeploymentSettings, settingsAsEnv } from './config/deployment-file';
import { startTestBff, type TestBff } from './security/testing/test-bff';
import { pageDataBlock } from './testing/production-bff';

// The app kept for use without a network is the deployment's choice: on by default; `offline: false`
// tells pages, and answers /sw.js with a worker that removes what an earlier one kept.
const started: TestBff[] = [];
afterAll(() => Promise.all(started.map((app) => app.close())));
const start = async (env: Record<string, string>) => {
  const app = await startTestBff(env);
  started.push(app);
  return app;
};

test('by default pages keep the app for use offline, with the shell build’s own service worker', async () => {
  const app = await start({});
  const page = await http(`${app.url}/bookings`, { headers: { accept: 'text/html' } });
  expect(pageDataBlock(page.text, PAGE_DATA_ELEMENT_IDS.config)).toMatchObject({ offline: true });
  // The test's shell build has no worker: the static file is simply not there.
  expect((await http(`${app.url}/sw.js`)).status).toBe(404);
});

test('with offline off, pages say so and /sw.js deletes what the app kept and unregisters itself', async () => {
  const app = await start({ OFFLINE: 'off' });
  const page = await http(`${app.url}/bookings`, { headers: { accept: 'text/html' } });
  expect(pageDataBlock(page.text, PAGE_DATA_ELEMENT_IDS.config)).toMatchObject({ offline: false });
  const worker = await http(`${app.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.text).toContain('self.registration.unregister()');
  for (const name of [PAGES_CACHE, KEPT_CALLS_CACHE, START_PAGE_CACHE, RELEASE_CACHE_PREFIX]) expect(name.startsWith(OFFLINE_CACHE_PREFIX)).toBe(true);
  expect(worker.text).toContain(JSON.stringify(OFFLINE_CACHE_PREFIX));
});

test('a settings file turns it off as the variable does, and refuses anything but true or false', () => {
  const base = { brand: { id: 'barcelona', name: 'Barcelona City Pass', shortName: 'Barcelona', colors: { primary: '#004d98', onPrimary: '#ffffff', background: '#fffdf9', text: '#2a1f1a' } }, publicUrl: 'https://b.example', contactUrl: 'https://b.example/c', customerServicesUrl: 'https://b.example/s', securityContact: 'mailto:s@b.example' };
  expect(settingsAsEnv(parseDeploymentSettings({ ...base, offline: false }, 'file'))).toMatchObject({ OFFLINE: 'off' });
  expect(settingsAsEnv(parseDeploymentSettings(base, 'file'))).not.toHaveProperty('OFFLINE');
  expect(() => parseDeploymentSettings({ ...base, offline: 'no' }, 'file')).toThrow(/Invalid deployment settings/);
});
