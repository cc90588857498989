import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import resiliencePlugin, { ENTRY_ATTEMPTS } from './resilience';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type Args = Parameters<LoadEntryError>[0];

const remoteEntry = { get: jest.fn(), init: jest.fn() };

/** The runtime's call after a failed entry load, with `outcomes` as what each later load of it does. */
function afterFailedLoad(outcomes: ('fails' | 'loads')[]) {
  const uniqueKey = 'bookings:https://cdn.example/bookings/0.2.0-0123456789ab/remoteEntry.js';
  const globalLoading: Args['globalLoading'] = { [uniqueKey]: Promise.reject(new Error('the failed load')) };
  globalLoading[uniqueKey]!.catch(() => undefined);
  const stillCachedAtEachLoad: boolean[] = [];
  const getRemoteEntry = jest.fn(async () => {
    stillCachedAtEachLoad.push(uniqueKey in globalLoading);
    if (outcomes.shift() === 'loads') return remoteEntry;
    throw new Error('ScriptNetworkError');
  });
  const args = { getRemoteEntry, globalLoading, uniqueKey, origin: {}, remoteInfo: { name: 'bookings' } } as unknown as Args;
  return { result: resiliencePlugin().loadEntryError!(args), getRemoteEntry, stillCachedAtEachLoad };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("a remote's entry script that failed to load", () => {
  it('is loaded again after a pause, afresh rather than from the failed load, and the page gets it', async () => {
    const { result, getRemoteEntry, stillCachedAtEachLoad } = afterFailedLoad(['loads']);
    await jest.advanceTimersByTimeAsync(399);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(remoteEntry);
    expect(stillCachedAtEachLoad).toEqual([false]);
  });

  it(`is tried ${ENTRY_ATTEMPTS} times in all, waiting longer each time`, async () => {
    const { result, getRemoteEntry } = afterFailedLoad(['fails', 'loads']);
    await jest.advanceTimersByTimeAsync(400);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(799);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(remoteEntry);
  });

  it('leaves the original error to the page once every attempt has failed', async () => {
    const { result, getRemoteEntry } = afterFailedLoad(['fails', 'fails', 'loads']);
    await jest.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(ENTRY_ATTEMPTS - 1);
  });
});
