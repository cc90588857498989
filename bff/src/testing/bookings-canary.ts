import type { ReleaseFixture } from '@citypass/releases/testing';
import { promote, registerRelease, startCanary, updateRegistryFile } from '@citypass/releases/testing';

/** Two bookings releases in the fixture's registry: the first promoted, the second its canary for this share of visitors. */
export async function bookingsCanary(fixture: ReleaseFixture, percent: number): Promise<{ stable: string; canary: string }> {
  const stable = await fixture.publish('the stable bookings entry');
  const canary = await fixture.publish('the canary bookings entry');
  const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };
  await updateRegistryFile(fixture.registryFile, (state) => {
    const published = registerRelease(registerRelease(state, fixture.record(stable)), fixture.record(canary));
    return startCanary(promote(published, 'bookings', stable, change), 'bookings', canary, percent, change);
  });
  return { stable, canary };
}
