import { PRODUCT_CALLS, type ProductCallRequest, type ProxyCallName, type ProxyResponse } from '@citypass/contracts';
import { productCall, type CallInit } from '@citypass/shared-ui/api/proxy-client';

// The remotes' one client for the product calls: `api.availability({ query })`, typed by the
// call's contract, so no remote writes a path or a query string of its own.

type CallFunction<Call extends ProxyCallName> = keyof ProductCallRequest<Call> extends never
  ? (request?: ProductCallRequest<Call>, init?: CallInit) => Promise<ProxyResponse<Call>>
  : (request: ProductCallRequest<Call>, init?: CallInit) => Promise<ProxyResponse<Call>>;

export type ProductApi = { [Call in ProxyCallName]: CallFunction<Call> };

// One function per call of the contracts; `Object.fromEntries` cannot carry each key's own type.
export const api = Object.fromEntries(
  (Object.keys(PRODUCT_CALLS) as ProxyCallName[]).map((call) => [call, (request = {}, init?: CallInit) => productCall(call, request as never, init)]),
) as unknown as ProductApi;
