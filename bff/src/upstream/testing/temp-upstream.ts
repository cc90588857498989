import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startUpstream, type RunningUpstream, type StartUpstreamOptions } from '../server';

export interface TempUpstream extends RunningUpstream {
  dataDir: string;
  /** Closes the service and removes its temporary data folder. */
  dispose(): Promise<void>;
}

/** Starts the reference service on an ephemeral port over a fresh database in a temporary folder. */
export async function startTempUpstream(options: Partial<StartUpstreamOptions> = {}): Promise<TempUpstream> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'citypass-upstream-'));
  const upstream = await startUpstream({ ...options, dataDir, port: 0 });
  return {
    ...upstream,
    dataDir,
    dispose: async () => {
      await upstream.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: { token?: string; body?: unknown; scenario?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.scenario) headers['x-test-scenario'] = options.scenario;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function signIn(baseUrl: string, orderNumber: string, email: string): Promise<string> {
  const response = await call(baseUrl, 'POST', '/auth/order', { body: { orderNumber, email } });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(response.body)}`);
  return response.body.access_token as string;
}
