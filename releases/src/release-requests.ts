import type { z } from 'zod';
import { ReleaseError } from './release-error';

// What each call of the release API accepts is in the contract (contract/release-api.ts).

/** The parsed value, or 400 INVALID_REQUEST naming each problem. */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ReleaseError(400, 'INVALID_REQUEST', result.error.issues.map((issue) => issue.message).join('; '));
}
