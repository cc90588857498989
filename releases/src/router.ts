import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { checkRelease } from './contract-gate';
import { startCanary, stopCanary } from './canary-state';
import type { OriginCheck } from './origin/origin-check';
import { promote, recordOf, registerRelease, rollback, type HistoryEntry, type RegistryChange } from './registry-state';
import { ReleaseError } from './release-error';
import type { RegistryStore } from './registry-store/registry-store';
import { canaryBody, parseRequest, promoteBody, registerBody, remoteParams, reasonBody } from './release-requests';
import { parseTeamHashes, teamOf } from './team-tokens';

interface ReleasesRouterOptions {
  registry: RegistryStore;
  /** Reads releases where browsers fetch them (each remote's release origin). */
  origin: OriginCheck;
  /** `RELEASE_TOKENS`: `team=sha256hex` pairs (team-tokens.ts). */
  teamHashes: string;
  /** The shared modules the running shell provides, by name, with their versions. */
  shellProvides: () => Promise<Record<string, string>>;
  now?: () => Date;
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/**
 * `/api/releases`: the one way to change the release registry, so its rules hold for every
 * client. Every call needs a team's token; a change is allowed on the team's own remote only.
 */
export function createReleasesRouter(options: ReleasesRouterOptions): Router {
  const teams = parseTeamHashes(options.teamHashes);
  const now = options.now ?? (() => new Date());
  const router = express.Router();
  router.use(express.json({ limit: '10kb' }));

  const handle = (handler: Handler) => (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    handler(req, res).then((body) => res.json(body), next);
  };
  /** The remote of the path, once the caller's team is known to own it. */
  const ownRemote = (req: Request): { remote: RemoteName; team: RemoteName } => {
    const team = teamOf(req.get('authorization'), teams);
    const { remote } = parseRequest(remoteParams, req.params);
    if (team !== remote) throw new ReleaseError(403, 'NOT_AUTHORISED', `Team ${team} may change only the ${team} remote.`);
    return { remote, team };
  };
  const changeBy = (team: string, reason: string): RegistryChange => ({ team, at: now().toISOString(), reason });
  /** The contract gate, then the origin: what visitors would get must pass both, as a promote or as a canary. */
  const passGate = async (remote: RemoteName, version: string, use: string): Promise<void> => {
    const record = recordOf(await options.registry.read(), remote, version);
    const shellProvides = await options.shellProvides();
    const problems = checkRelease({ record, shellLoads: REMOTE_EXPOSES[remote], shellProvides });
    if (problems.length > 0) throw new ReleaseError(409, 'RELEASE_REFUSED', `${remote} ${version} cannot be ${use}`, problems);
    await options.origin.files(record, use);
  };

  router.get(
    '/',
    handle(async (req) => {
      teamOf(req.get('authorization'), teams);
      const state = await options.registry.read();
      const remotes = REMOTE_NAMES.map((name) => {
        const { promoted, published, canary } = state.remotes[name];
        return [name, { promoted, published, canary }];
      });
      return { remotes: Object.fromEntries(remotes) };
    }),
  );

  router.get(
    '/:remote/history',
    handle(async (req) => {
      teamOf(req.get('authorization'), teams);
      const { remote } = parseRequest(remoteParams, req.params);
      return { remote, history: (await options.registry.read()).remotes[remote].history };
    }),
  );

  router.post(
    '/:remote/versions',
    handle(async (req) => {
      const { remote } = ownRemote(req);
      const { version } = parseRequest(registerBody, req.body);
      const record = await options.origin.record(remote, version);
      await options.origin.files(record, 'registered');
      await options.registry.update((state) => registerRelease(state, record));
      return { remote, version };
    }),
  );

  router.post(
    '/:remote/promote',
    handle(async (req) => {
      const { remote, team } = ownRemote(req);
      const { version, reason } = parseRequest(promoteBody, req.body);
      await passGate(remote, version, 'promoted');
      const state = await options.registry.update((current) => promote(current, remote, version, changeBy(team, reason)));
      return lastMove(remote, state.remotes[remote].history);
    }),
  );

  router.post(
    '/:remote/rollback',
    handle(async (req) => {
      const { remote, team } = ownRemote(req);
      const { reason } = parseRequest(reasonBody, req.body);
      const state = await options.registry.update((current) => rollback(current, remote, changeBy(team, reason)));
      return lastMove(remote, state.remotes[remote].history);
    }),
  );

  router.post(
    '/:remote/canary',
    handle(async (req) => {
      const { remote, team } = ownRemote(req);
      const { version, percent, reason } = parseRequest(canaryBody, req.body);
      await passGate(remote, version, 'a canary');
      const state = await options.registry.update((current) => startCanary(current, remote, version, percent, changeBy(team, reason)));
      return { remote, canary: state.remotes[remote].canary, stable: state.remotes[remote].promoted };
    }),
  );
  router.post(
    '/:remote/canary/stop',
    handle(async (req) => {
      const { remote, team } = ownRemote(req);
      const { reason } = parseRequest(reasonBody, req.body);
      const state = await options.registry.update((current) => stopCanary(current, remote, changeBy(team, reason)));
      return lastMove(remote, state.remotes[remote].history);
    }),
  );
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof ReleaseError)) return next(error);
    const problems = error.problems.length > 0 ? { problems: error.problems } : {};
    res.status(error.status).json({ error_code: error.errorCode, message: error.message, ...problems });
  });
  return router;
}

/** What a promote or rollback answers: the move it made. */
function lastMove(remote: RemoteName, history: readonly HistoryEntry[]): { remote: RemoteName; from: string | null; to: string } {
  const { from, to } = history.at(-1)!;
  return { remote, from, to };
}
