import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendError } from '../error-codes';

// Core types, so the contracts' schemas (zod/mini) are read as this service's own are.
type Schema<T> = z.core.$ZodType<T>;

function describe(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

/** Parses the JSON body; on failure answers 400 INVALID_REQUEST and returns undefined. */
export function parseBody<T>(schema: Schema<T>, req: Request, res: Response): T | undefined {
  return parseWith(schema, req.body, res);
}

export function parseQuery<T>(schema: Schema<T>, req: Request, res: Response): T | undefined {
  return parseWith(schema, req.query, res);
}

function parseWith<T>(schema: Schema<T>, input: unknown, res: Response): T | undefined {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  sendError(res, 'INVALID_REQUEST', describe(result.error));
  return undefined;
}
