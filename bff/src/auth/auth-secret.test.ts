import { MissingSecretError, resolveAuthSecret } from './auth-secret';

function recordingLogger() {
  const warnings: unknown[][] = [];
  return { warnings, logger: { warn: (...args: unknown[]) => warnings.push(args) } as never };
}

test('a configured secret is used as is, without a warning', () => {
  const { warnings, logger } = recordingLogger();
  expect(resolveAuthSecret({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) }, logger)).toBe('s'.repeat(32));
  expect(warnings).toEqual([]);
});

test('production without AUTH_SECRET fails with NO_SECRET and a clear message', () => {
  const { logger } = recordingLogger();
  expect(() => resolveAuthSecret({ NODE_ENV: 'production' }, logger)).toThrow(MissingSecretError);
  expect(() => resolveAuthSecret({ NODE_ENV: 'production' }, logger)).toThrow(/NO_SECRET: AUTH_SECRET must be set in production/);
});

test('development without AUTH_SECRET warns and uses a fresh ephemeral secret each start', () => {
  const { warnings, logger } = recordingLogger();
  const first = resolveAuthSecret({ NODE_ENV: 'development' }, logger);
  const second = resolveAuthSecret({ NODE_ENV: 'development' }, logger);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(second).not.toBe(first);
  expect(warnings[0]?.[0]).toEqual({ code: 'NO_SECRET' });
});
