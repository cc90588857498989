/// <reference lib="dom" />
import type { Served } from './serve';

/** A call of the release API as a team's client makes it: JSON both ways, with the team's token when given. */
export async function callReleasesApi(served: Served, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${served.url}/api/releases${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json() };
}
