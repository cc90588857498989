import { ApiError } from '../api/proxy-client';
import { answerOrKept, keepCall, keptCall, type KeptCallsStore } from './kept-calls';

// A product call's last answer kept on the device: read back by its order alone, only while it
// meets the call's contract; a store that cannot take it keeps nothing, and the beacon hears why.

function memoryStore(): KeptCallsStore & { texts: Map<string, string> } {
  const texts = new Map<string, string>();
  return { texts, read: async (key) => texts.get(key), write: async (key, text) => void texts.set(key, text) };
}

const beacons: Record<string, string>[] = [];
beforeEach(() => {
  beacons.length = 0;
  Object.assign(navigator, { sendBeacon: (_url: string, body: URLSearchParams) => beacons.push(Object.fromEntries(body)) > 0 });
});

const KEPT_AT = new Date('2026-11-27T09:30:00.000Z');
const PASSES = [{ pass_number: '123412341234', valid_from: '2026-11-01', valid_until: '2026-12-31', used: false, reservations: 2 }];

test('an answer kept for an order is read back by that order, with when it was kept; another order reads none', async () => {
  const store = memoryStore();
  await keepCall('passes', 'CP-100001', PASSES, store, KEPT_AT);
  expect(await keptCall('passes', 'CP-100001', store)).toEqual({ value: PASSES, keptAt: KEPT_AT });
  expect(await keptCall('passes', 'CP-100002', store)).toBeNull();
  expect(beacons).toEqual([]);
});

test('a kept answer that no longer meets the contract (another build kept it, damaged) reads as none, and is reported', async () => {
  const store = memoryStore();
  store.texts.set('/kept-calls/passes', JSON.stringify({ order: 'CP-100001', keptAt: KEPT_AT.toISOString(), value: [{ pass: 7 }] }));
  expect(await keptCall('passes', 'CP-100001', store)).toBeNull();
  store.texts.set('/kept-calls/passes', '{not json');
  expect(await keptCall('passes', 'CP-100001', store)).toBeNull();
  expect(beacons).toEqual([
    { level: 'warn', code: 'KEPT_CALL_UNREADABLE', details: '{"call":"passes"}' },
    { level: 'warn', code: 'KEPT_CALL_UNREADABLE', details: '{"call":"passes"}' },
  ]);
});

test("a full store (the device's quota) keeps nothing, the page goes on, and the beacon hears why", async () => {
  const full: KeptCallsStore = {
    read: async () => undefined,
    write: async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  await expect(keepCall('reservations', 'CP-100001', [], full, KEPT_AT)).resolves.toBeUndefined();
  expect(beacons).toEqual([
    { level: 'warn', code: 'OFFLINE_KEEP_FAILED', details: JSON.stringify({ call: 'reservations', reason: 'QuotaExceededError: The quota has been exceeded.' }) },
  ]);
});

describe("a call's answer, or the one kept", () => {
  const unreachable = new ApiError(0, 'SOMETHING_WRONG', null);

  test("is the service's when it answers, kept for the order", async () => {
    const store = memoryStore();
    expect(await answerOrKept('passes', 'CP-100001', async () => PASSES, store)).toEqual({ value: PASSES, keptAt: null });
    expect(await keptCall('passes', 'CP-100001', store)).toMatchObject({ value: PASSES });
  });

  test('is the one kept for the order when no answer comes at all, with when it was kept', async () => {
    const store = memoryStore();
    await keepCall('passes', 'CP-100001', PASSES, store, KEPT_AT);
    expect(await answerOrKept('passes', 'CP-100001', async () => Promise.reject(unreachable), store)).toEqual({ value: PASSES, keptAt: KEPT_AT });
  });

  test('fails as the call did when nothing was kept for the order', async () => {
    const store = memoryStore();
    await keepCall('passes', 'CP-100002', PASSES, store, KEPT_AT);
    await expect(answerOrKept('passes', 'CP-100001', async () => Promise.reject(unreachable), store)).rejects.toBe(unreachable);
  });

  test("fails as the call did when the service answered with an error: that answer is today's", async () => {
    const store = memoryStore();
    await keepCall('passes', 'CP-100001', PASSES, store, KEPT_AT);
    const answered = new ApiError(502, 'UPSTREAM_UNAVAILABLE', { error_code: 'UPSTREAM_UNAVAILABLE' });
    await expect(answerOrKept('passes', 'CP-100001', async () => Promise.reject(answered), store)).rejects.toBe(answered);
  });
});
