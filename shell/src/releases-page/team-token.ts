// The team's token lives in this tab only (sessionStorage), never in the address.
const KEY = 'citypass_release_token';

export function readTeamToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function saveTeamToken(token: string | null): void {
  if (token) sessionStorage.setItem(KEY, token);
  else sessionStorage.removeItem(KEY);
}
