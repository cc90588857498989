import { broadcastSession, onSessionMessage, parseSessionMessage, SESSION_MESSAGE_KEY } from './session-broadcast';

describe('cross-tab session messages', () => {
  it('writes the protocol message with a timestamp in seconds', () => {
    broadcastSession('signout', window.localStorage, 1_700_000_123_456);
    expect(JSON.parse(window.localStorage.getItem(SESSION_MESSAGE_KEY) ?? '')).toEqual({
      event: 'session',
      data: { trigger: 'signout' },
      timestamp: 1_700_000_123,
    });
  });

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
    const newValue = JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: 1 });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('survives storage that refuses writes', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(() => broadcastSession('getSession', full)).not.toThrow();
  });
});
