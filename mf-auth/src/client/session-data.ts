import type { SessionData, SessionPass } from '@citypass/shared-ui/src/platform/session';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPass(value: unknown): value is SessionPass {
  return (
    isRecord(value) &&
    typeof value.pass_number === 'string' &&
    typeof value.valid_from === 'string' &&
    typeof value.valid_until === 'string'
  );
}

/** The BFF's public session, checked at the boundary; anything else (including `{}`) is no session. */
export function toSessionData(value: unknown): SessionData | null {
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const { orderNumber, passes, expires, user } = value;
  if (typeof orderNumber !== 'string' || typeof expires !== 'string') return null;
  if (!Array.isArray(passes) || !passes.every(isPass)) return null;
  const sessionUser: SessionData['user'] = {};
  if (typeof user.name === 'string') sessionUser.name = user.name;
  if (typeof user.email === 'string') sessionUser.email = user.email;
  return { user: sessionUser, orderNumber, passes, expires };
}
