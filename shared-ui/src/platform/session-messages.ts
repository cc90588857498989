/**
 * The auth protocol's cross-tab channel: a localStorage key whose writes other tabs see as
 * storage events. The auth remote writes it; the auth remote's provider and the shell (which
 * loads that provider late) listen to it.
 */
export const SESSION_MESSAGE_KEY = 'nextauth.message';

export type SessionTrigger = 'getSession' | 'signout';

export interface SessionMessage {
  event: 'session';
  data: { trigger: SessionTrigger };
  /** Unix seconds. */
  timestamp: number;
}

function parseMessage(value: string | null): SessionMessage | null {
  if (value === null) return null;
  try {
    const message = JSON.parse(value) as Partial<SessionMessage> | null;
    if (message?.event !== 'session' || typeof message.data !== 'object' || message.data === null) return null;
    return message as SessionMessage;
  } catch {
    return null;
  }
}

/** Reads a storage event; anything but a session message of our key is ignored (null). */
export function parseSessionMessage(event: Pick<StorageEvent, 'key' | 'newValue'>): SessionMessage | null {
  return event.key === SESSION_MESSAGE_KEY ? parseMessage(event.newValue) : null;
}

/** Calls the listener for each session message from another tab; returns the unsubscribe. */
export function onSessionMessage(listener: (message: SessionMessage) => void, target: Window = window): () => void {
  const handle = (event: StorageEvent) => {
    const message = parseSessionMessage(event);
    if (message) listener(message);
  };
  target.addEventListener('storage', handle);
  return () => target.removeEventListener('storage', handle);
}

/**
 * Whether a session change was signalled since the page was opened, before anyone listened:
 * then the session the page was served with may be stale. The last message stays in storage;
 * its timestamp has whole seconds, so one from the second the page was opened on counts too
 * (an extra refetch costs little, a missed sign-out leaves a signed-out visitor's page up).
 */
export function sessionChangedSincePageOpened(openedAtMs: number = performance.timeOrigin, storage?: Storage): boolean {
  try {
    const message = parseMessage((storage ?? window.localStorage).getItem(SESSION_MESSAGE_KEY));
    return typeof message?.timestamp === 'number' && message.timestamp >= Math.floor(openedAtMs / 1000);
  } catch {
    // Storage may be disabled (private mode): no message can have been left there.
    return false;
  }
}
