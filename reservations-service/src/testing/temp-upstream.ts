import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCENARIO_HEADER } from '../scenario-names';
import { insertOrder } from '../seed/seed';
import { startUpstream, type RunningUpstream, type StartUpstreamOptions } from '../server';

export interface TempUpstream extends RunningUpstream {
  dataDir: string;
  /** Closes the service and removes its temporary data folder. */
  dispose(): Promise<void>;
}

/** Starts the reference service on an ephemeral port over a fresh database in a temporary folder, with the demo orders unless told otherwise. */
export async function startTempUpstream(options: Partial<StartUpstreamOptions> = {}): Promise<TempUpstream> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'citypass-upstream-'));
  const upstream = await startUpstream({ demoOrders: true, ...options, dataDir, port: 0 });
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
  options: { token?: string; body?: unknown; scenario?: string; language?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.scenario) headers[SCENARIO_HEADER] = options.scenario;
  if (options.language) headers['accept-language'] = options.language;
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

let visitorSequence = 0;

/** Adds an active order with fresh passes and signs it in; returns its token and pass numbers. */
export async function newVisitor(
  upstream: RunningUpstream,
  options: { cityId?: string; passes?: number; validDays?: number; scanned?: boolean; email?: string } = {},
): Promise<{ token: string; passes: string[]; orderNumber: string; email: string }> {
  const { cityId = 'ams', passes = 1, validDays = 365, scanned = true } = options;
  visitorSequence += 1;
  const orderNumber = `CP-T${process.pid}-${visitorSequence}`;
  const email = options.email ?? `visitor${visitorSequence}@example.com`;
  const passNumbers = Array.from({ length: passes }, (_, i) => String(9e11 + visitorSequence * 100 + i).padStart(12, '0'));
  insertOrder(
    upstream.db,
    { orderNumber, email, cityId, state: 'active', passes: passNumbers.map((passNumber) => ({ passNumber, validFromDays: -1, validUntilDays: validDays, scanned })) },
    Date.now(),
  );
  return { token: await signIn(upstream.url, orderNumber, email), passes: passNumbers, orderNumber, email };
}

export interface SlotRow {
  id: number;
  starts_at: number;
}

/** Timeslots of an offer straight from the database, earliest first. */
export function slotsOf(upstream: RunningUpstream, offerId: string): SlotRow[] {
  return upstream.db.prepare('SELECT id, starts_at FROM timeslots WHERE offer_id = ? ORDER BY starts_at').all(offerId) as SlotRow[];
}

export function bookingBody(offerId: string, slot: SlotRow, passes: readonly string[]) {
  return passes.map((pass) => ({
    offer_id: offerId,
    timeslot_details: { id: String(slot.id), date_time: new Date(slot.starts_at).toISOString() },
    pass,
    extra_data: null,
  }));
}

// What a test of a client of the service needs to set up data or check what was stored.
export { insertOrder } from '../seed/seed';
export { hashToken } from '../auth/secret-token';
