import type { RequestHandler } from 'express';
import { writeReply } from '../auth-reply';

// Any other method or action, or a callback of a provider we do not have: the protocol's 400, no cookies.
export const unsupportedAction: RequestHandler = (req, res) => {
  const body = `Error: This action with HTTP ${req.method} is not supported by NextAuth.js`;
  writeReply(res, { type: 'text', status: 400, body }, [], false);
};
