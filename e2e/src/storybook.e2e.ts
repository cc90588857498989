import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import express from 'express';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';

// The design system's explorer, built as `npm run build-storybook -w @citypass/shared-ui` builds it:
// every story renders in the look of every city of `deployments/`, with no serious accessibility
// problem, in that city's colours.

const ROOT = resolve(__dirname, '../..');
const DEPLOYMENTS = join(ROOT, 'deployments');
const cities = readdirSync(DEPLOYMENTS)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(DEPLOYMENTS, name), 'utf8')) as { brand: { id: string; colors: { background: string } } })
  .map(({ brand }) => brand);

let browser: Browser;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let url: string;
let stories: string[];

beforeAll(async () => {
  execFileSync('npm', ['run', 'build-storybook', '-w', '@citypass/shared-ui'], { cwd: ROOT, stdio: 'pipe' });
  const built = dirname(require.resolve('@citypass/shared-ui/storybook/index.html'));
  stories = Object.keys((JSON.parse(readFileSync(join(built, 'index.json'), 'utf8')) as { entries: Record<string, unknown> }).entries);
  const app = express();
  app.use(express.static(built));
  server = await new Promise((done) => {
    const listening = app.listen(0, '127.0.0.1', () => done(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('has stories of the design system', () => {
  expect(stories.length).toBeGreaterThanOrEqual(8);
});

describe.each(cities)('in the look of $id', (city) => {
  test('every story renders in its colours, with no serious accessibility problem', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const problems: Record<string, unknown[]> = {};
    for (const story of stories) {
      await page.goto(`${url}/iframe.html?id=${story}&viewMode=story&globals=city:${city.id}`);
      await page.locator('#storybook-root > *').first().waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(city.colors.background));
      const violations = await seriousViolations(page);
      if (violations.length > 0) problems[story] = violations;
    }
    await page.goto(`${url}/iframe.html?id=chrome-header--signed-in&viewMode=story&globals=city:${city.id}`);
    await page.locator('#storybook-root > *').first().waitFor();
    await screenshot(page, `storybook-header-${city.id}`);
    expect(problems).toEqual({});
    await context.close();
  });
});
