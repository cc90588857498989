import express, { type Request, type Response, type Router } from 'express';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { startCanary, stopCanary } from './canary-state';
import {
  canaryBody,
  previewBody,
  promoteBody,
  reasonBody,
  registerBody,
  remoteParams,
  type AllHistory,
  type CanaryStarted,
  type Move,
  type PreviewLink,
  type Registered,
  type ReleasesListing,
  type RemoteHistory,
} from './contract/release-api';
import type { OriginCheck } from './origin/origin-check';
import type { PreviewLinks } from './preview/preview-link';
import { promote, registerRelease, rollback, type HistoryEntry, type RegistryChange, type RegistryState } from './registry-state';
import { createReleaseGate } from './release-gate';
import { ReleaseError } from './release-error';
import type { RegistryStore } from './registry-store/registry-store';
import { parseRequest } from './release-requests';
import { parseTeamHashes, teamOf } from './team-tokens';

interface ReleasesRouterOptions {
  registry: RegistryStore;
  /** Reads releases where browsers fetch them (each remote's release origin). */
  origin: OriginCheck;
  /** `RELEASE_TOKENS`: `team=sha256hex` pairs (team-tokens.ts). */
  teamHashes: string;
  /** The shared modules the running shell provides, by name, with their versions. */
  shellProvides: () => Promise<Record<string, string>>;
  /** Signs the teams' preview links for this deployment (AUTH_SECRET, PUBLIC_URL). */
  previewLinks: PreviewLinks;
  /** The languages the deployment offers (LANGUAGES): the gate refuses a release lacking one. */
  languages: readonly string[];
  now?: () => Date;
}

/**
 * `/api/releases`: the one way to change the release registry, so its rules hold for every
 * client. Every call needs a team's token; a change is allowed on the team's own remote only.
 * What each call answers is the contract's (contract/release-api.ts); a refusal is a thrown
 * ReleaseError, answered by the server's error middleware (shownErrorAnswer).
 */
export function createReleasesRouter(options: ReleasesRouterOptions): Router {
  const teams = parseTeamHashes(options.teamHashes);
  const now = options.now ?? (() => new Date());
  const router = express.Router();
  router.use(express.json({ limit: '10kb' }), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  /** The remote of the path, once the caller's team is known to own it. */
  const ownRemote = (req: Request): { remote: RemoteName; team: RemoteName } => {
    const team = teamOf(req.get('authorization'), teams);
    const { remote } = parseRequest(remoteParams, req.params);
    if (team !== remote) throw new ReleaseError(403, 'NOT_AUTHORISED', `Team ${team} may change only the ${team} remote.`);
    return { remote, team };
  };
  const changeBy = (team: string, reason: string): RegistryChange => ({ team, at: now().toISOString(), reason });
  const passGate = createReleaseGate({ registry: () => options.registry.read(), origin: options.origin, shellProvides: options.shellProvides, languages: options.languages });
  /** The registry, for any team's token. */
  const readRegistry = (req: Request): Promise<RegistryState> => {
    teamOf(req.get('authorization'), teams);
    return options.registry.read();
  };
  const perRemote = <T>(state: RegistryState, pick: (remote: RegistryState['remotes'][RemoteName]) => T): Record<RemoteName, T> =>
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, pick(state.remotes[name])])) as Record<RemoteName, T>;

  router.get('/', async (req, res: Response<ReleasesListing>) => {
    const state = await readRegistry(req);
    res.json({ remotes: perRemote(state, ({ promoted, published, canary }) => ({ promoted, published, canary })) });
  });

  router.get('/history', async (req, res: Response<AllHistory>) => {
    const state = await readRegistry(req);
    res.json({ remotes: perRemote(state, ({ history }) => history) });
  });

  router.get('/:remote/history', async (req, res: Response<RemoteHistory>) => {
    const state = await readRegistry(req);
    const { remote } = parseRequest(remoteParams, req.params);
    res.json({ remote, history: state.remotes[remote].history });
  });

  router.post('/:remote/versions', async (req, res: Response<Registered>) => {
    const { remote } = ownRemote(req);
    const { version } = parseRequest(registerBody, req.body);
    const record = await options.origin.record(remote, version);
    await options.origin.files(record, 'registered');
    await options.registry.update((state) => registerRelease(state, record));
    res.json({ remote, version });
  });

  router.post('/:remote/promote', async (req, res: Response<Move>) => {
    const { remote, team } = ownRemote(req);
    const { version, reason } = parseRequest(promoteBody, req.body);
    await passGate(remote, version, 'promoted');
    const state = await options.registry.update((current) => promote(current, remote, version, changeBy(team, reason)));
    res.json(lastMove(remote, state.remotes[remote].history));
  });

  router.post('/:remote/rollback', async (req, res: Response<Move>) => {
    const { remote, team } = ownRemote(req);
    const { reason } = parseRequest(reasonBody, req.body);
    const state = await options.registry.update((current) => rollback(current, remote, changeBy(team, reason)));
    res.json(lastMove(remote, state.remotes[remote].history));
  });

  router.post('/:remote/canary', async (req, res: Response<CanaryStarted>) => {
    const { remote, team } = ownRemote(req);
    const { version, percent, reason } = parseRequest(canaryBody, req.body);
    await passGate(remote, version, 'a canary');
    const state = await options.registry.update((current) => startCanary(current, remote, version, percent, changeBy(team, reason)));
    const { canary, promoted } = state.remotes[remote];
    res.json({ remote, canary: canary!, stable: promoted });
  });

  // A link for the team's own eyes: it changes nothing in the registry, so it leaves no history.
  router.post('/:remote/preview', async (req, res: Response<PreviewLink>) => {
    const { remote, team } = ownRemote(req);
    const { version, path, minutes } = parseRequest(previewBody, req.body);
    await passGate(remote, version, 'previewed');
    const expiresAt = now().getTime() + minutes * 60_000;
    const url = await options.previewLinks.mint({ remote, version, team, path, expiresAt });
    res.json({ remote, version, url, expiresAt: new Date(expiresAt).toISOString() });
  });

  router.post('/:remote/canary/stop', async (req, res: Response<Move>) => {
    const { remote, team } = ownRemote(req);
    const { reason } = parseRequest(reasonBody, req.body);
    const state = await options.registry.update((current) => stopCanary(current, remote, changeBy(team, reason)));
    res.json(lastMove(remote, state.remotes[remote].history));
  });
  return router;
}

/** What a promote or rollback answers: the move it made. */
function lastMove(remote: RemoteName, history: readonly HistoryEntry[]): Move {
  const { from, to } = history.at(-1)!;
  return { remote, from, to };
}
