import type { BrowserContext } from 'playwright-core';

export const DEMO = {
  threePasses: { orderNumber: 'CP-100001', email: 'three.passes@example.com' },
  onePass: { orderNumber: 'CP-100002', email: 'one.pass@example.com' },
  fourPasses: { orderNumber: 'CP-100003', email: 'four.passes@example.com' },
} as const;

/** Signs a browser context in through the BFF's auth protocol, as the sign-in page would. */
export async function signInViaApi(
  context: BrowserContext,
  baseUrl: string,
  order: { orderNumber: string; email: string } = DEMO.threePasses,
): Promise<void> {
  const { csrfToken } = (await (await context.request.get(`${baseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await context.request.post(`${baseUrl}/api/auth/callback/order`, {
    form: { ...order, csrfToken, callbackUrl: `${baseUrl}/attractions`, json: 'true' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: HTTP ${response.status()} ${await response.text()}`);
}
