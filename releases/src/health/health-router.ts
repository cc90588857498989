import express, { type Response, type Router } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import type { ReleasesHealth } from '../contract/release-api';
import { ReleaseError } from '../release-error';
import { teamOf } from '../team-tokens';
import type { HealthByRelease, HealthWindow } from './health-window';

const unavailable = () => new ReleaseError(503, 'HEALTH_UNAVAILABLE', 'Release health cannot be read right now. Try again shortly.');

/**
 * `GET /api/releases/health`, for any team's token: each remote's releases with their page
 * loads and failures over the window (the fleet's, when the instances share them in Redis), and
 * apart from them the loads and failures of pages that previewed a release.
 */
export function createReleaseHealthRouter(options: {
  teams: Map<RemoteName, Buffer>;
  window: HealthWindow;
  /** Previewed releases' counts, shown apart. */
  previews: HealthWindow;
  windowMs: number;
  /** Whether the counts are the fleet's (in Redis) or this instance's own. */
  sharedByFleet: boolean;
}): Router {
  const router = express.Router();
  router.get('/', async (req, res: Response<ReleasesHealth>) => {
    res.setHeader('Cache-Control', 'no-store');
    teamOf(req.get('authorization'), options.teams);
    const [counted, previewed] = await Promise.all([options.window.all(), options.previews.all()]).catch(() => {
      throw unavailable();
    });
    const perRemote = (counts: HealthByRelease) => Object.fromEntries(REMOTE_NAMES.map((name) => [name, counts[name] ?? {}])) as ReleasesHealth['remotes'];
    res.json({ windowMs: options.windowMs, sharedByFleet: options.sharedByFleet, remotes: perRemote(counted), previews: perRemote(previewed) });
  });
  return router;
}
