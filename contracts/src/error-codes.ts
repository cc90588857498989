// Error codes the BFF answers with; the front end's catalogue gives each a title and message.

/**
 * What the BFF's proxy answers on its own, before or instead of the reservations service. Codes
 * outside the catalogue (a request the front end should never send) read as SOMETHING_WRONG.
 */
export const PROXY_ERROR_CODES = [
  'NOT_FOUND',
  'NOT_AUTHORISED',
  'SESSION_EXPIRED',
  'INVALID_REQUEST',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'SOMETHING_WRONG',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_BAD_RESPONSE',
] as const;
export type ProxyErrorCode = (typeof PROXY_ERROR_CODES)[number];
