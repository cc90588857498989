import { createUpstreamClient } from './client';
import { demoOrders } from '@citypass/reservations-service';

interface DemoMagicLinkOptions {
  upstreamUrl: string;
  /** Origin of the product, e.g. the BFF's PUBLIC_URL. */
  publicUrl: string;
  /** Query parameter the product reads the magic-link token from. */
  queryParam?: string;
  timeoutMs?: number;
}

/** Issues a fresh single-use magic link for the first demo order and returns the URL to open. */
export async function createDemoMagicLink(options: DemoMagicLinkOptions): Promise<string> {
  const { upstreamUrl, publicUrl, queryParam = 'magicLinkToken', timeoutMs = 5000 } = options;
  const demo = demoOrders[0];
  if (!demo) throw new Error('No demo order to issue a magic link for');
  const client = createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs });
  const result = await client.issueMagicLink({ orderNumber: demo.orderNumber, email: demo.email });
  if (!result.ok) throw new Error(`Could not issue a demo magic link: ${result.error_code}`);
  const url = new URL('/', publicUrl);
  url.searchParams.set(queryParam, result.value.token);
  return url.toString();
}
