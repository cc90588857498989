import { createHash, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { ReleaseError } from './release-error';

/** sha256 of a token, in hex: all the BFF keeps of a team's token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * `RELEASE_TOKENS`: `team=sha256hex` pairs separated by commas; a team is named by its remote.
 * A wrong pair stops the start, naming it (without the hash).
 */
export function parseTeamHashes(value: string): Map<RemoteName, Buffer> {
  const teams = new Map<RemoteName, Buffer>();
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [team = '', hash = ''] = pair.split('=');
    if (!(REMOTE_NAMES as readonly string[]).includes(team) || !/^[0-9a-f]{64}$/.test(hash)) {
      throw new Error(`RELEASE_TOKENS: "${team}=…" must be <remote>=<sha256 hex of the token>, the remote one of ${REMOTE_NAMES.join(', ')}`);
    }
    teams.set(team as RemoteName, Buffer.from(hash, 'hex'));
  }
  return teams;
}

/** The team an `Authorization: Bearer` header belongs to, or why none. */
export function teamOf(authorization: string | undefined, teams: Map<RemoteName, Buffer>): RemoteName {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) {
    throw new ReleaseError(401, 'RELEASE_TOKEN_MISSING', 'Send your team\'s release token as Authorization: Bearer <token>.');
  }
  const hash = createHash('sha256').update(token).digest();
  for (const [team, expected] of teams) {
    if (timingSafeEqual(hash, expected)) return team;
  }
  throw new ReleaseError(401, 'RELEASE_TOKEN_UNKNOWN', 'This release token belongs to no team.');
}
