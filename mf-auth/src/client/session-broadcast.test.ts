import { SESSION_MESSAGE_KEY } from '@citypass/shared-ui/platform/session-messages';
import { broadcastSession } from './session-broadcast';

describe('cross-tab session messages', () => {
  it('writes the protocol message with a timestamp in seconds', () => {
    broadcastSession('signout', window.localStorage, 1_700_000_123_456);
    expect(JSON.parse(window.localStorage.getItem(SESSION_MESSAGE_KEY) ?? '')).toEqual({
      event: 'session',
      data: { trigger: 'signout' },
      timestamp: 1_700_000_123,
    });
  });

  it('survives storage that refuses writes', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(() => broadcastSession('getSession', full)).not.toThrow();
  });
});
