import { SESSION_MESSAGE_KEY, type SessionMessage, type SessionTrigger } from '@citypass/shared-ui/platform/session-messages';

function sessionMessage(trigger: SessionTrigger, nowMs: number): SessionMessage {
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
