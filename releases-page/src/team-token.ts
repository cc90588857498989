import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';

const KEY = 'citypass_release_team';

export interface TeamSignIn {
  team: RemoteName;
  token: string;
}

/** The team's token for this tab only (sessionStorage), never in the address. */
export function readTeamSignIn(): TeamSignIn | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TeamSignIn | null;
    return parsed && REMOTE_NAMES.includes(parsed.team) && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveTeamSignIn(signIn: TeamSignIn | null): void {
  if (signIn) sessionStorage.setItem(KEY, JSON.stringify(signIn));
  else sessionStorage.removeItem(KEY);
}
