import { emptyRegistry, promote, registerRelease, rollback, type RegistryChange } from './registry-state';
import { recordFor } from './testing/release-fixture';

const change = (reason: string): RegistryChange => ({ team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason });

describe('the release registry', () => {
  const published = ['1', '2', '3'].reduce((state, version) => registerRelease(state, recordFor('bookings', version)), emptyRegistry());

  it('publishing lists a version without promoting it', () => {
    expect(published.remotes.bookings).toMatchObject({ published: ['1', '2', '3'], promoted: null, history: [] });
  });

  it('publishing a version twice lists it once', () => {
    expect(registerRelease(published, recordFor('bookings', '2')).remotes.bookings.published).toEqual(['1', '2', '3']);
  });

  it('promotes a published version and records who, when, from, to and why', () => {
    const state = promote(promote(published, 'bookings', '1', change('first')), 'bookings', '2', change('second'));
    expect(state.remotes.bookings.promoted).toBe('2');
    expect(state.remotes.bookings.history).toEqual([
      { action: 'promote', team: 'bookings', at: '2026-11-23T10:00:00.000Z', from: null, to: '1', reason: 'first' },
      { action: 'promote', team: 'bookings', at: '2026-11-23T10:00:00.000Z', from: '1', to: '2', reason: 'second' },
    ]);
    expect(state.revision).toBe(published.revision + 2);
  });

  it('refuses to promote a version that was never published', () => {
    expect(() => promote(published, 'bookings', '9', change('x'))).toThrow('bookings 9 is not published');
  });

  it('each rollback goes one promote further back, and refuses at the first', () => {
    let state = published;
    for (const version of ['1', '2', '3']) state = promote(state, 'bookings', version, change(`to ${version}`));
    state = rollback(state, 'bookings', change('broken'));
    expect(state.remotes.bookings.promoted).toBe('2');
    state = rollback(state, 'bookings', change('still broken'));
    expect(state.remotes.bookings.promoted).toBe('1');
    expect(state.remotes.bookings.history.at(-1)).toMatchObject({ action: 'rollback', from: '2', to: '1', reason: 'still broken' });
    expect(() => rollback(state, 'bookings', change('again'))).toThrow('bookings has no earlier promoted version to roll back to');
  });

  it('leaves the other remotes as they were', () => {
    const state = promote(published, 'bookings', '1', change('x'));
    expect(state.remotes.auth).toEqual(published.remotes.auth);
  });
});
