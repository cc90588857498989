import { startCanary, stopCanary } from '../canary-state';
import { emptyRegistry, promote, registerRelease, rollback } from '../registry-state';
import { releaseFixture } from '../testing/release-fixture';
import { changeKinds } from './counting-changes';

// The kinds a change of the registry is counted by, read from the registry before and after it.
const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };

test('each version listed and each history entry added, by kind', async () => {
  const fixture = releaseFixture();
  try {
    const [first, second] = [await fixture.publish('one'), await fixture.publish('two')];
    const empty = emptyRegistry();
    const listed = registerRelease(registerRelease(empty, fixture.record(first)), fixture.record(second));
    expect(changeKinds(empty, listed)).toEqual(['register', 'register']);
    const promoted = promote(promote(listed, 'bookings', first, change), 'bookings', second, change);
    expect(changeKinds(listed, promoted)).toEqual(['promote', 'promote']);
    const back = rollback(promoted, 'bookings', change);
    expect(changeKinds(promoted, back)).toEqual(['rollback']);
    const canary = startCanary(back, 'bookings', second, 10, change);
    expect(changeKinds(back, stopCanary(canary, 'bookings', change))).toEqual(['canary', 'canary-stop']);
    expect(changeKinds(canary, canary)).toEqual([]);
  } finally {
    fixture.cleanUp();
  }
});
