// What the auth layer needs from the reservations service: its two sign-in calls.
// Matches the upstream client's shape, so either a real client or another implementation fits.
interface UpstreamPass {
  pass_number: string;
  valid_from: string;
  valid_until: string;
}

interface UpstreamSignIn {
  access_token: string;
  expires_at: string;
  order: { order_number: string; email: string; passes: UpstreamPass[] };
}

export type UpstreamSignInResult =
  | { ok: true; value: UpstreamSignIn }
  | { ok: false; status: number; error_code: string };

/** The visitor's test scenario, forwarded so sign-in outcomes can be forced in a browser. */
export interface UpstreamCallOptions {
  scenario?: string;
}

export interface UpstreamAuthClient {
  signInWithOrder(input: { orderNumber: string; email: string }, options?: UpstreamCallOptions): Promise<UpstreamSignInResult>;
  signInWithMagicLink(input: { token: string }, options?: UpstreamCallOptions): Promise<UpstreamSignInResult>;
}
