import type { Request, Response } from 'express';
import type { z } from 'zod';
import { sendError } from '../error-codes';

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

/** Parses the JSON body; on failure answers 400 INVALID_REQUEST and returns undefined. */
export function parseBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  return parseWith(schema, req.body, res);
}

export function parseQuery<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  return parseWith(schema, req.query, res);
}

function parseWith<T>(schema: z.ZodType<T>, input: unknown, res: Response): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  sendError(res, 'INVALID_REQUEST', describe(result.error));
  return undefined;
}
