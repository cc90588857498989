import type { RequestHandler, Response } from 'express';
import type { ProxyErrorCode } from '@citypass/contracts';

/** Answers a product call with one of the proxy's own codes, counted as a refusal. */
export type Refuse = (res: Response, status: number, error_code: ProxyErrorCode, message?: string) => void;

/** A visitor who starts a body and never finishes it gets a 408 instead of holding the request open. */
export function bodyDeadline(ms: number, refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete) return next();
    const timer = setTimeout(() => {
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        refuse(res, 408, 'REQUEST_TIMEOUT');
      }
    }, ms);
    const clear = () => clearTimeout(timer);
    req.on('end', clear);
    res.on('close', clear);
    next();
  };
}
