import type { RequestHandler, Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

type FileHeaders = (res: Response, filePath: string) => void;

// The build writes `<file>.br` and `<file>.gz` at the best compression levels; sending those is
// smaller than compressing on the fly and costs the server nothing per answer.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Answers GET/HEAD for a file of `dir` with its precompressed twin when the client accepts one. */
export function servePrecompressed(dir: string, setHeaders: FileHeaders): RequestHandler {
  const root = normalize(dir + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Ours in our order (brotli first), not the client's: browsers list gzip before br.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = normalize(join(root, relative));
    if (!encoding || !file.startsWith(root) || !extname(file)) return next();
    stat(file + encoding.suffix).then(
      (found) => {
        if (!found.isFile()) return next();
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Encoding', encoding.name);
        res.type(extname(file));
        setHeaders(res, file);
        res.sendFile(file + encoding.suffix, { dotfiles: 'deny', cacheControl: false }, (error) => {
          if (!error) return;
          if (res.headersSent) return next(error);
          res.removeHeader('Content-Encoding');
          next();
        });
      },
      () => next(),
    );
  };
}
