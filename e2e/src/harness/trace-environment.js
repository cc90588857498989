// Test environment that leaves a trace of every failing test: a screenshot, the address and the
// console of each page the test opened, in artifacts/failures/. Pages register themselves on
// the test global (see browser.ts `newVisitor`).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const FAILURES = resolve(__dirname, '../../artifacts/failures');

function fileSafe(text) {
  return text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '').slice(0, 120);
}

function testName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

class TraceEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__E2E_PAGES__ = [];
    if (event.name !== 'test_fn_failure') return;
    const pages = this.global.__E2E_PAGES__ ?? [];
    const name = fileSafe(testName(event.test));
    mkdirSync(FAILURES, { recursive: true });
    await Promise.all(
      pages.map(async ({ page, consoleLines }, index) => {
        const base = join(FAILURES, `${name}-page${index + 1}`);
        const errors = event.test.errors.map((error) => String(Array.isArray(error) ? error[0] : error));
        const url = page.isClosed() ? '(closed)' : page.url();
        writeFileSync(`${base}.txt`, [`test: ${testName(event.test)}`, `url: ${url}`, '', 'console:', ...consoleLines, '', 'error:', ...errors].join('\n'));
        if (!page.isClosed()) await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5000 }).catch(() => undefined);
      }),
    );
  }
}

module.exports = TraceEnvironment;
