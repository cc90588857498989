import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';

// The secret that keys the session cookie and the CSRF hash. Production refuses to start without
// one; development makes an ephemeral one, so sessions end with the process.
export class MissingSecretError extends Error {
  readonly code = 'NO_SECRET';
}

export function authSecretProblems(env: { NODE_ENV: string; AUTH_SECRET?: string | undefined }): string[] {
  if (env.AUTH_SECRET || env.NODE_ENV !== 'production') return [];
  return ['NO_SECRET: AUTH_SECRET must be set in production (at least 32 random characters, e.g. `openssl rand -hex 32`).'];
}

export function resolveAuthSecret(
  env: { NODE_ENV: string; AUTH_SECRET?: string | undefined },
  logger: Pick<Logger, 'warn'>,
): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const [problem] = authSecretProblems(env);
  if (problem) throw new MissingSecretError(problem);
  logger.warn(
    { code: 'NO_SECRET' },
    'AUTH_SECRET is not set: using an ephemeral secret, so sessions will not survive a restart',
  );
  return randomBytes(32).toString('hex');
}
