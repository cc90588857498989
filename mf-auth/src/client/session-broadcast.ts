/** The protocol's cross-tab channel: a localStorage key whose writes other tabs see as storage events. */
export const SESSION_MESSAGE_KEY = 'nextauth.message';

export type SessionTrigger = 'getSession' | 'signout';

export interface SessionMessage {
  event: 'session';
  data: { trigger: SessionTrigger };
  timestamp: number;
}

export function sessionMessage(trigger: SessionTrigger, nowMs: number): SessionMessage {
  return { event: 'session', data: { trigger }, timestamp: Math.floor(nowMs / 1000) };
}

/** Tells the other tabs that the session changed; they refetch it. */
export function broadcastSession(trigger: SessionTrigger, storage: Storage = window.localStorage, nowMs = Date.now()): void {
  try {
    storage.setItem(SESSION_MESSAGE_KEY, JSON.stringify(sessionMessage(trigger, nowMs)));
  } catch {
    // Storage may be full or disabled (private mode); other tabs then catch up on their own poll.
  }
}

/** Reads a storage event; anything but a session message of our key is ignored (null). */
export function parseSessionMessage(event: Pick<StorageEvent, 'key' | 'newValue'>): SessionMessage | null {
  if (event.key !== SESSION_MESSAGE_KEY || event.newValue === null) return null;
  try {
    const message = JSON.parse(event.newValue) as Partial<SessionMessage> | null;
    if (message?.event !== 'session' || typeof message.data !== 'object' || message.data === null) return null;
    return message as SessionMessage;
  } catch {
    return null;
  }
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
