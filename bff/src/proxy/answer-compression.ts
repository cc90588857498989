import compression from 'compression';
import type { Request, Response } from 'express';

// compression's own threshold: below it the library sends an answer as it is.
const THRESHOLD_BYTES = 1024;
const compress = compression({ threshold: THRESHOLD_BYTES });

/**
 * Writes a success answer through compression's middleware only when it may be compressed: the
 * visitor accepts an encoding and the answer is not known to be under the threshold. Wrapping an
 * answer that will go out as it is costs a call about a tenth of its CPU (bench/README.md).
 * The answer varies by Accept-Encoding either way.
 */
export function writeCompressible(req: Request, res: Response, length: string | undefined, write: () => void): void {
  res.vary('Accept-Encoding');
  const mayCompress = req.headers['accept-encoding'] !== undefined && (length === undefined || Number(length) >= THRESHOLD_BYTES);
  if (mayCompress) compress(req, res, write);
  else write();
}
