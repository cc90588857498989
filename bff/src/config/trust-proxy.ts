import { z } from 'zod';

// Which peers the BFF trusts as its balancer: their X-Forwarded-For gives the client's address
// (rate limits) and their X-Request-Id the request's id. Express's own forms, checked here so a
// typo stops the start instead of trusting no one, or everyone, by surprise.
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ADDRESS = /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/;

export type TrustProxy = boolean | number | string[];

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => NAMED.has(entry) || ADDRESS.test(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: false, true, a number of hops, or a list of loopback, linklocal, uniquelocal, addresses and CIDR ranges' });
    return z.NEVER;
  });
