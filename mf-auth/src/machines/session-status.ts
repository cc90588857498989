import type { SessionStatus } from '@citypass/shared-ui/platform/session';
import type { SessionMachineContext } from './session-machine-types';

/** The contract's status: loading at first and while updating, then from the session itself. */
export function statusOf(snapshot: { hasTag(tag: string): boolean; context: SessionMachineContext }): SessionStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  return snapshot.context.session ? 'authenticated' : 'unauthenticated';
}
