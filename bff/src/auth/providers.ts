import { z } from 'zod';
import { orderCredentialsSchema } from '@citypass/contracts';
import { CREDENTIALS_SIGNIN, outcomeFromUpstream, type SignInOutcome } from './sign-in-outcome';
import type { UpstreamAuthClient, UpstreamCallOptions } from './upstream-auth-client';

// The two credentials providers: order number + e-mail, and the magic-link token.
type ProviderId = 'order' | 'magic-link-token';

export interface CredentialsProvider {
  id: ProviderId;
  name: string;
  type: 'credentials';
  /** Absent when the upstream client lacks the call: a configuration error the router reports. */
  authorize: ((fields: unknown, options: UpstreamCallOptions) => Promise<SignInOutcome>) | undefined;
}

const magicLinkFieldsSchema = z.object({
  magicLinkToken: z.string().trim().min(1).max(2048),
});

const invalidFields: SignInOutcome = { ok: false, status: 401, error: CREDENTIALS_SIGNIN };

export function createProviders(upstream: UpstreamAuthClient): CredentialsProvider[] {
  return [
    {
      id: 'order',
      name: 'Order number and e-mail',
      type: 'credentials',
      authorize:
        typeof upstream.signInWithOrder === 'function'
          ? async (fields, options) => {
              const parsed = orderCredentialsSchema.safeParse(fields);
              if (!parsed.success) return invalidFields;
              return outcomeFromUpstream(await upstream.signInWithOrder(parsed.data, options));
            }
          : undefined,
    },
    {
      id: 'magic-link-token',
      name: 'Magic link',
      type: 'credentials',
      authorize:
        typeof upstream.signInWithMagicLink === 'function'
          ? async (fields, options) => {
              const parsed = magicLinkFieldsSchema.safeParse(fields);
              if (!parsed.success) return invalidFields;
              return outcomeFromUpstream(await upstream.signInWithMagicLink({ token: parsed.data.magicLinkToken }, options));
            }
          : undefined,
    },
  ];
}
