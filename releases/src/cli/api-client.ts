import { DEFAULT_PORT, RELEASES_API_PATH } from '@citypass/contracts';
import { refusalSchema } from '../contract/release-api';

/** The release API as the command line calls it: the token and the BFF's address from the environment. */
export interface ApiAnswer {
  status: number;
  /** JSON, as the contract describes each call's answer (contract/release-api.ts). */
  body: unknown;
}

const DEFAULT_RELEASES_URL = `http://localhost:${DEFAULT_PORT}`;

/** What the commands that call the release API read from the environment, for their usage. */
export const API_ENVIRONMENT = `
Environment:
  RELEASE_TOKEN   your team's release token (never a flag, so it stays out of shell history)
  RELEASES_URL    the BFF (default ${DEFAULT_RELEASES_URL}, as npm start runs it)
`;

export function createApiClient(env: NodeJS.ProcessEnv) {
  const base = env.RELEASES_URL ?? DEFAULT_RELEASES_URL;
  const token = env.RELEASE_TOKEN ?? '';
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const url = `${base}${RELEASES_API_PATH}${path}`;
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }).catch(() => {
      throw new Error(`The BFF at ${base} does not answer: start it (npm start) or set RELEASES_URL.`);
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new Error(`${url} answered ${res.status} without the release API's JSON: is RELEASES_URL the BFF?`);
    }
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A refused call's lines: its message, then one line per problem. */
export function refusal(answer: ApiAnswer): string {
  const body = refusalSchema.partial().safeParse(answer.body).data ?? {};
  const lines = [`Refused (${body.error_code ?? answer.status}): ${body.message ?? ''}`];
  for (const problem of body.problems ?? []) lines.push(`  - ${problem}`);
  return `${lines.join('\n')}\n`;
}
