import { randomUUID } from 'node:crypto';

// An id a balancer sends is written into every log line and answer: only a short token of safe
// characters is taken, so no one can forge log lines or headers through it. nginx's $request_id
// (32 hex digits) and UUIDs fit.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is one we take, else null. */
export function acceptedRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && ACCEPTED.test(header) ? header : null;
}

export function newRequestId(): string {
  return randomUUID();
}
