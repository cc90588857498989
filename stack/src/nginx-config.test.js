const { join } = require('node:path');
const { itAnswersHelpAndUnknownFlags, runCommand } = require('@citypass/command-line/testing');
const { renderCitypassConf } = require('./nginx-config');

test('fills the placeholders: one server line per BFF, the listen address, pinned paths ahead of location /', () => {
  const text = renderCitypassConf({
    listen: '127.0.0.1:8000',
    backends: ['127.0.0.1:8001', '127.0.0.1:8002'],
    pinned: [{ path: '/api/health-reports', backend: '127.0.0.1:8001' }],
  });
  expect(text).not.toMatch(/^[^#]*@[A-Z_]+@/m);
  expect(text.match(/^ +server 127\.0\.0\.1:800\d max_fails=1 fail_timeout=10s;$/gm)).toHaveLength(2);
  expect(text).toMatch(/^ +listen 127\.0\.0\.1:8000;$/m);
  expect(text.indexOf('location = /api/health-reports {\n        proxy_pass http://127.0.0.1:8001;')).toBeLessThan(text.indexOf('location / {'));
  expect(text).not.toMatch(/^[^#]*non_idempotent/m);
});

test("passes each request's id on to the BFF and logs it, where it is told", () => {
  const text = renderCitypassConf({ listen: '80', backends: ['127.0.0.1:8001'], accessLog: '/srv/logs/access.log' });
  expect(text).toMatch(/^ +proxy_set_header X-Request-Id \$request_id;$/m);
  expect(text).toMatch(/^log_format citypass /m);
  expect(text).toMatch(/ request_id=\$request_id';$/m);
  expect(text).toMatch(/^ +access_log \/srv\/logs\/access\.log citypass;$/m);
  expect(renderCitypassConf({ listen: '80', backends: ['127.0.0.1:8001'] })).toMatch(/^ +access_log \/var\/log\/nginx\/citypass\.access\.log citypass;$/m);
});

test('marks the instances told `down` in the upstream, and only them', () => {
  const text = renderCitypassConf({ listen: '80', backends: ['127.0.0.1:8001', '127.0.0.1:8002'], down: ['127.0.0.1:8001'] });
  expect(text).toMatch(/^ +server 127\.0\.0\.1:8001 max_fails=1 fail_timeout=10s down;$/m);
  expect(text).toMatch(/^ +server 127\.0\.0\.1:8002 max_fails=1 fail_timeout=10s;$/m);
});

test('refuses an upstream without instances, or with none up, and a down address it does not balance', () => {
  expect(() => renderCitypassConf({ listen: '80', backends: [] })).toThrow('at least one BFF');
  expect(() => renderCitypassConf({ listen: '80', backends: ['127.0.0.1:8001'], down: ['127.0.0.1:8001'] })).toThrow('not down');
  expect(() => renderCitypassConf({ listen: '80', backends: ['127.0.0.1:8001', '127.0.0.1:8002'], down: ['127.0.0.1:8003'] })).toThrow('127.0.0.1:8003 marked down');
});

describe('as a command', () => {
  const COMMAND = join(__dirname, 'nginx-config.js');

  itAnswersHelpAndUnknownFlags('nginx-config.js', COMMAND, ['--bff', '--listen', '--access-log']);

  it('prints the configuration for the instances it is given', () => {
    const run = runCommand(COMMAND, ['--listen', '127.0.0.1:8000', '--bff', '127.0.0.1:8001', '--bff', '127.0.0.1:8002']);
    expect(run).toEqual({ status: 0, stdout: renderCitypassConf({ listen: '127.0.0.1:8000', backends: ['127.0.0.1:8001', '127.0.0.1:8002'] }), stderr: '' });
  });

  it('without --bff says so on one line, with exit 2', () => {
    expect(runCommand(COMMAND, [])).toEqual({ status: 2, stdout: '', stderr: 'nginx-config.js: --bff: give each BFF instance, host:port\n' });
  });
});
