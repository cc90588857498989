import { startCanary } from '../canary-state';
import { emptyRegistry, promote, registerRelease } from '../registry-state';
import { recordFor } from '../testing/release-fixture';
import { languageGaps } from './registry-language-gaps';

const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };
const released = (remote: 'auth' | 'bookings', version: string, languages?: string[]) => ({ ...recordFor(remote, version), ...(languages ? { languages } : {}) });

it('names each promoted and canary release lacking one of the languages, once, with every language it lacks', () => {
  let state = emptyRegistry();
  state = registerRelease(state, released('bookings', '0.1.0-aaaaaaaaaaaa', ['en', 'nl']));
  state = registerRelease(state, released('bookings', '0.2.0-bbbbbbbbbbbb', ['en']));
  state = registerRelease(state, released('bookings', '0.3.0-cccccccccccc', ['en', 'fr', 'nl']));
  state = registerRelease(state, released('auth', '0.1.0-dddddddddddd'));
  state = promote(state, 'bookings', '0.1.0-aaaaaaaaaaaa', change);
  state = startCanary(state, 'bookings', '0.2.0-bbbbbbbbbbbb', 10, change);
  state = promote(state, 'auth', '0.1.0-dddddddddddd', { ...change, team: 'auth' });

  expect(languageGaps(state, ['en', 'fr'])).toEqual([
    // A record from before languages were recorded carries none.
    'auth 0.1.0-dddddddddddd lacks en, fr',
    'bookings 0.1.0-aaaaaaaaaaaa lacks fr',
    'bookings 0.2.0-bbbbbbbbbbbb (canary) lacks fr',
  ]);
  expect(languageGaps(state, [])).toEqual([]);
  expect(languageGaps(promote(state, 'bookings', '0.3.0-cccccccccccc', change), ['nl'])).toEqual(['auth 0.1.0-dddddddddddd lacks nl', 'bookings 0.2.0-bbbbbbbbbbbb (canary) lacks nl']);
});
