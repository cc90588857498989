import { onSessionMessage, parseSessionMessage, sessionChangedSincePageOpened, SESSION_MESSAGE_KEY } from './session-messages';

function messageAt(timestamp: number): string {
  return JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp });
}

beforeEach(() => window.localStorage.clear());

describe('cross-tab session messages', () => {
  it('ignores another key, another event, a missing data field and junk', () => {
    const value = JSON.stringify({ event: 'session', data: { trigger: 'getSession' }, timestamp: 1 });
    expect(parseSessionMessage({ key: 'other', newValue: value })).toBeNull();
    expect(parseSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: JSON.stringify({ event: 'x', data: {} }) })).toBeNull();
    expect(parseSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: JSON.stringify({ event: 'session' }) })).toBeNull();
    expect(parseSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: '{' })).toBeNull();
    expect(parseSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: null })).toBeNull();
    expect(parseSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: value })?.data.trigger).toBe('getSession');
  });

  it('delivers storage events from other tabs until unsubscribed', () => {
    const listener = jest.fn();
    const stop = onSessionMessage(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: messageAt(1) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: messageAt(1) }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: messageAt(1) }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('a session change signalled since the page was opened', () => {
  const openedAt = 1_700_000_123_456;

  it('is seen in the last message stored, from the second the page was opened on', () => {
    window.localStorage.setItem(SESSION_MESSAGE_KEY, messageAt(1_700_000_123));
    expect(sessionChangedSincePageOpened(openedAt)).toBe(true);
    window.localStorage.setItem(SESSION_MESSAGE_KEY, messageAt(1_700_000_130));
    expect(sessionChangedSincePageOpened(openedAt)).toBe(true);
  });

  it('is not seen in an older message, none, or junk', () => {
    window.localStorage.setItem(SESSION_MESSAGE_KEY, messageAt(1_700_000_122));
    expect(sessionChangedSincePageOpened(openedAt)).toBe(false);
    window.localStorage.setItem(SESSION_MESSAGE_KEY, JSON.stringify({ event: 'session', data: { trigger: 'signout' } }));
    expect(sessionChangedSincePageOpened(openedAt)).toBe(false);
    window.localStorage.setItem(SESSION_MESSAGE_KEY, '{');
    expect(sessionChangedSincePageOpened(openedAt)).toBe(false);
    window.localStorage.clear();
    expect(sessionChangedSincePageOpened(openedAt)).toBe(false);
  });

  it('is not seen where storage cannot be read', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(sessionChangedSincePageOpened(openedAt, refusing)).toBe(false);
  });

  it('counts from the moment this page was opened by default', () => {
    window.localStorage.setItem(SESSION_MESSAGE_KEY, messageAt(Math.floor(performance.timeOrigin / 1000)));
    expect(sessionChangedSincePageOpened()).toBe(true);
    window.localStorage.setItem(SESSION_MESSAGE_KEY, messageAt(Math.floor(performance.timeOrigin / 1000) - 1));
    expect(sessionChangedSincePageOpened()).toBe(false);
  });
});
