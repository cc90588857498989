import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { ReleaseError } from '../release-error';
import { teamOf } from '../team-tokens';
import type { HealthByRelease, HealthCounts, HealthWindow } from './health-window';

const unavailable = () => new ReleaseError(503, 'HEALTH_UNAVAILABLE', 'Release health cannot be read right now. Try again shortly.');

/**
 * `GET /api/releases/health`, for any team's token: each remote's releases with their page
 * loads and failures over the window (the fleet's, when the instances share them in Redis).
 */
export function createReleaseHealthRouter(options: {
  teams: Map<RemoteName, Buffer>;
  window: HealthWindow;
  windowMs: number;
  /** Whether the counts are the fleet's (in Redis) or this instance's own. */
  sharedByFleet: boolean;
}): Router {
  const router = express.Router();
  router.get('/', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    teamOf(req.get('authorization'), options.teams);
    options.window.all().then((counted) => answer(res, counted), () => next(unavailable()));
  });
  const answer = (res: Response, counted: HealthByRelease) => {
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, counted[name] ?? {}])) as Record<RemoteName, Record<string, HealthCounts>>;
    res.json({ windowMs: options.windowMs, sharedByFleet: options.sharedByFleet, remotes });
  };
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof ReleaseError)) return next(error);
    res.status(error.status).json({ error_code: error.errorCode, message: error.message });
  });
  return router;
}
