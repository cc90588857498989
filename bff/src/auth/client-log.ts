import { z } from 'zod';
import type { Logger } from 'pino';

// The client's `_log` beacon: level, code and flattened details, kept to a bounded size.
const MAX_DETAILS = 20;
const MAX_VALUE_LENGTH = 500;

const fieldValue = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).slice(0, MAX_VALUE_LENGTH));

export const clientLogSchema = z
  .object({ level: z.enum(['error', 'warn', 'debug']), code: z.string().min(1).max(100) })
  .catchall(fieldValue)
  .refine((body) => Object.keys(body).length <= MAX_DETAILS + 2, 'too many fields')
  .refine((body) => Object.keys(body).every((key) => key.length <= 64), 'field name too long');

type ClientLog = z.infer<typeof clientLogSchema>;

export function logClientEvent(logger: Logger, entry: ClientLog, requestId?: string): void {
  const { level, code, ...details } = entry;
  logger[level]({ request_id: requestId, source: 'client', code, details }, `client ${level}: ${code}`);
}
