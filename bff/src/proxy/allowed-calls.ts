import { PRODUCT_CALLS, productCallPath, productCallRequests, type ProxyCallName } from '@citypass/contracts';
import { z } from 'zod';

// The eight product calls of the contracts, as the proxy's routes: nothing else is forwarded, and
// what each may carry is what the front end's client is typed by.

type Method = 'get' | 'post' | 'delete' | 'patch';

export interface AllowedCall {
  method: Method;
  /** Express route under the proxy mount point. */
  route: string;
  params: z.core.$ZodType<Record<string, string>>;
  query: z.core.$ZodType<Record<string, string>>;
  body: z.core.$ZodType | null;
  /** Upstream path, built only from validated params. */
  upstreamPath(params: Record<string, string>): string;
}

// A call without parameters or query takes none: whatever else the request names is dropped.
const nothing = z.object({});

export const allowedCalls: readonly AllowedCall[] = (Object.keys(PRODUCT_CALLS) as ProxyCallName[]).map((name) => {
  const request: { params?: AllowedCall['params']; query?: AllowedCall['query']; body?: z.core.$ZodType } = productCallRequests[name];
  return {
    method: PRODUCT_CALLS[name].method.toLowerCase() as Method,
    route: PRODUCT_CALLS[name].path,
    params: request.params ?? nothing,
    query: request.query ?? nothing,
    body: request.body ?? null,
    upstreamPath: (params) => productCallPath(name, params),
  };
});
