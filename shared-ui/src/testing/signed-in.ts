import type { PublicSession } from '@citypass/contracts';

/** A signed-in visitor's session as pages get it, for the remotes' page tests. */
export const SIGNED_IN: PublicSession = {
  user: { email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [{ pass_number: '100000000011', valid_from: '2030-01-01', valid_until: '2030-12-31' }],
  expires: '2099-01-01T00:00:00.000Z',
};
