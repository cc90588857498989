import { REMOTE_NAMES } from '@citypass/shared-ui/contracts';
import { z } from 'zod';
import { ReleaseError } from './release-error';

// What each call of the release API accepts.
export const remoteParams = z.object({ remote: z.enum(REMOTE_NAMES, { error: `remote: must be one of ${REMOTE_NAMES.join(', ')}` }) });
const version = z.string({ error: 'version: give the version to use' }).min(1, 'version: give the version to use');
const reason = z.string({ error: 'reason: give a reason for the change' }).trim().min(1, 'reason: give a reason for the change').max(500);

export const registerBody = z.object({ version });
export const promoteBody = z.object({ version, reason });
export const reasonBody = z.object({ reason });
export const canaryBody = z.object({
  version,
  percent: z.number({ error: 'percent: give the share of visitors, 1 to 99' }).int('percent: a whole number').min(1, 'percent: at least 1').max(99, 'percent: at most 99'),
  reason,
});

/** The parsed value, or 400 INVALID_REQUEST naming each problem. */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ReleaseError(400, 'INVALID_REQUEST', result.error.issues.map((issue) => issue.message).join('; '));
}
