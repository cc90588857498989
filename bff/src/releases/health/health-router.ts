import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { ReleaseError } from '../release-error';
import { teamOf } from '../team-tokens';
import type { HealthCounts, HealthWindow } from './health-window';

/**
 * `GET /api/releases/health`, for any team's token: each remote's releases with their page
 * loads and failures over the window, as this BFF instance counted them.
 */
export function createReleaseHealthRouter(options: { teams: Map<RemoteName, Buffer>; window: HealthWindow; windowMs: number }): Router {
  const router = express.Router();
  router.get('/', (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    teamOf(req.get('authorization'), options.teams);
    const counted = options.window.all();
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, counted[name] ?? {}])) as Record<RemoteName, Record<string, HealthCounts>>;
    res.json({ windowMs: options.windowMs, remotes });
  });
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof ReleaseError)) return next(error);
    res.status(error.status).json({ error_code: error.errorCode, message: error.message });
  });
  return router;
}
