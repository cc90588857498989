import { startCanary, stopCanary } from './canary-state';
import { emptyRegistry, promote, registerRelease, registryStateSchema, rollback, type RegistryChange } from './registry-state';
import { recordFor } from './testing/release-fixture';

const AT = '2026-11-23T10:00:00.000Z';
const change = (reason: string): RegistryChange => ({ team: 'bookings', at: AT, reason });
const published = ['1', '2', '3'].reduce((state, version) => registerRelease(state, recordFor('bookings', version)), emptyRegistry());
const stable = promote(published, 'bookings', '1', change('first'));

describe("a remote's canary", () => {
  it('serves a published version to a share of visitors beside the promoted one, and the history says so', () => {
    const state = startCanary(stable, 'bookings', '2', 10, change('try it'));
    expect(state.remotes.bookings).toMatchObject({ promoted: '1', canary: { version: '2', percent: 10 } });
    expect(state.remotes.bookings.history.at(-1)).toEqual({ action: 'canary', team: 'bookings', at: AT, from: '1', to: '2', percent: 10, reason: 'try it' });
  });

  it('can be raised, and replaced by another version', () => {
    const raised = startCanary(startCanary(stable, 'bookings', '2', 10, change('a')), 'bookings', '2', 50, change('more'));
    expect(raised.remotes.bookings.canary).toEqual({ version: '2', percent: 50 });
    expect(startCanary(raised, 'bookings', '3', 5, change('other')).remotes.bookings.canary).toEqual({ version: '3', percent: 5 });
  });

  it.each([
    ['a version never published', '9', 10, 'bookings 9 is not published'],
    ['the promoted version', '1', 10, 'bookings 1 is already promoted to every visitor'],
    ['no share', '2', 0, 'percent: must be a whole number from 1 to 99'],
    ['every visitor', '2', 100, 'percent: must be a whole number from 1 to 99'],
    ['part of a percent', '2', 12.5, 'percent: must be a whole number from 1 to 99'],
  ])('refuses %s', (_label, version, percent, message) => {
    expect(() => startCanary(stable, 'bookings', version, percent, change('x'))).toThrow(message);
  });

  it('needs a promoted version to run beside', () => {
    expect(() => startCanary(published, 'bookings', '2', 10, change('x'))).toThrow('bookings has no promoted version for a canary to run beside');
  });

  it('stops, back to the promoted version, with the history naming both', () => {
    const state = stopCanary(startCanary(stable, 'bookings', '2', 10, change('a')), 'bookings', change('enough'));
    expect(state.remotes.bookings.canary).toBeNull();
    expect(state.remotes.bookings.history.at(-1)).toEqual({ action: 'canary-stop', team: 'bookings', at: AT, from: '2', to: '1', reason: 'enough' });
    expect(() => stopCanary(state, 'bookings', change('again'))).toThrow('bookings has no canary to stop');
  });

  it("ends when its version is promoted, and with any rollback; promoting another version keeps it", () => {
    const running = startCanary(stable, 'bookings', '2', 10, change('a'));
    expect(promote(running, 'bookings', '2', change('all in')).remotes.bookings.canary).toBeNull();
    const otherPromoted = promote(running, 'bookings', '3', change('other'));
    expect(otherPromoted.remotes.bookings.canary).toEqual({ version: '2', percent: 10 });
    expect(rollback(otherPromoted, 'bookings', change('back')).remotes.bookings.canary).toBeNull();
  });

  it('is absent from registries written before canaries existed', () => {
    const older = JSON.parse(JSON.stringify(stable)) as { remotes: Record<string, Record<string, unknown>> };
    // Those registries kept no canary, and no records either.
    for (const remote of Object.values(older.remotes)) {
      delete remote.canary;
      delete remote.records;
    }
    expect(registryStateSchema.parse(older).remotes.bookings.canary).toBeNull();
  });
});
