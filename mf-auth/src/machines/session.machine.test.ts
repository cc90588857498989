import { createActor, fromPromise } from 'xstate';
import type { SessionData, SignInResult } from '@citypass/shared-ui/platform/session';
import type { MagicLinkSignIn, SignInRequest } from './session-machine-types';
import { sessionMachine, SESSION_POLL_MS } from './session.machine';
import { statusOf } from './session-status';

const session: SessionData = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [],
  expires: '2030-01-01T00:00:00.000Z',
};

interface Fakes {
  load: jest.Mock<Promise<SessionData | null>, []>;
  update: jest.Mock<Promise<SessionData | null>, [unknown]>;
  signIn: jest.Mock<Promise<SignInResult | undefined>, [SignInRequest]>;
  signOut: jest.Mock<Promise<unknown>, [unknown]>;
  broadcast: jest.Mock;
  report: jest.Mock;
  leave: jest.Mock;
}

function start(
  load: Fakes['load'],
  {
    pollIntervalMs = SESSION_POLL_MS,
    refetchOnWindowFocus = true,
    initialSession,
    magicLink,
    signIn = jest.fn(async (_request: SignInRequest): Promise<SignInResult | undefined> => undefined),
  }: {
    pollIntervalMs?: number;
    refetchOnWindowFocus?: boolean;
    initialSession?: SessionData | null;
    magicLink?: MagicLinkSignIn;
    signIn?: Fakes['signIn'];
  } = {},
) {
  const fakes: Fakes = {
    load,
    update: jest.fn(async (_data: unknown): Promise<SessionData | null> => null),
    signIn,
    signOut: jest.fn(async (_options: unknown): Promise<unknown> => undefined),
    broadcast: jest.fn(),
    report: jest.fn(),
    leave: jest.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(() => fakes.load()),
      updateSession: fromPromise(({ input }) => fakes.update(input.data)),
      signIn: fromPromise(({ input }) => fakes.signIn(input)),
      signOut: fromPromise(({ input }) => fakes.signOut(input)),
    },
    actions: {
      broadcastChange: () => fakes.broadcast(),
      reportSessionError: (_, params) => fakes.report(params.error),
      leaveForSignIn: (_, params) => fakes.leave(params.url),
    },
  });
  const actor = createActor(machine, { input: { pollIntervalMs, refetchOnWindowFocus, initialSession, magicLink } });
  actor.start();
  return { actor, fakes };
}

/** Lets resolved promises of the fake actors reach the machine. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('session machine', () => {
  it('starts from the session the page was served with, without fetching it, and polls from there', async () => {
    const { actor, fakes } = start(jest.fn(async () => session), { initialSession: session });
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(fakes.load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SESSION_POLL_MS);
    expect(fakes.load).toHaveBeenCalledTimes(1);
  });

  it('starts signed out without a fetch when the page says so', async () => {
    const { actor, fakes } = start(jest.fn(async () => session), { initialSession: null });
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    jest.advanceTimersByTime(SESSION_POLL_MS * 2);
    expect(fakes.load).not.toHaveBeenCalled();
  });

  it('is loading until the first fetch answers, then authenticated with the session', async () => {
    const { actor } = start(jest.fn(async () => session));
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('is unauthenticated when there is no session', async () => {
    const { actor } = start(jest.fn(async () => null));
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
  });

  it('polls every interval while signed in', async () => {
    const load = jest.fn(async () => session);
    start(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never polls while signed out', async () => {
    const load = jest.fn(async () => null);
    start(load);
    await settle();
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops polling once the server says the session is gone', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => session);
    const { actor } = start(load);
    await settle();
    load.mockResolvedValue(null);
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS);
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses the configured interval, and 0 turns the poll off', async () => {
    const fast = jest.fn(async () => session);
    start(fast, { pollIntervalMs: 5_000 });
    await settle();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fast).toHaveBeenCalledTimes(2);

    const off = jest.fn(async () => session);
    start(off, { pollIntervalMs: 0 });
    await settle();
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS * 3);
    expect(off).toHaveBeenCalledTimes(1);
  });

  it('refetches when the window becomes visible, only while signed in and when enabled', async () => {
    const signedIn = start(jest.fn(async () => session));
    await settle();
    signedIn.actor.send({ type: 'VISIBLE' });
    await settle();
    expect(signedIn.fakes.load).toHaveBeenCalledTimes(2);

    const signedOut = start(jest.fn(async () => null));
    await settle();
    signedOut.actor.send({ type: 'VISIBLE' });
    await settle();
    expect(signedOut.fakes.load).toHaveBeenCalledTimes(1);

    const disabled = start(jest.fn(async () => session), { pollIntervalMs: 0, refetchOnWindowFocus: false });
    await settle();
    disabled.actor.send({ type: 'VISIBLE' });
    await settle();
    expect(disabled.fakes.load).toHaveBeenCalledTimes(1);
  });

  it('refetches on a message from another tab, signed in or out, without broadcasting back', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => null);
    const { actor, fakes } = start(load);
    await settle();
    load.mockResolvedValue(session);
    actor.send({ type: 'SESSION_MESSAGE' });
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');

    load.mockResolvedValue(null);
    actor.send({ type: 'SESSION_MESSAGE' });
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    expect(load).toHaveBeenCalledTimes(3);
    expect(fakes.broadcast).not.toHaveBeenCalled();
  });

  describe('a message from another tab while a fetch is under way', () => {
    // That fetch may have been answered before the change: only the one asked after it counts.
    function heldFetches() {
      const answers: Array<(value: SessionData | null) => void> = [];
      const load = jest.fn(() => new Promise<SessionData | null>((resolve) => answers.push(resolve)));
      return { load, answers };
    }

    it('asks again during a refetch, and the earlier answer no longer counts', async () => {
      const { load, answers } = heldFetches();
      const { actor } = start(load, { initialSession: session });
      actor.send({ type: 'SESSION_MESSAGE' });
      actor.send({ type: 'SESSION_MESSAGE' });
      expect(load).toHaveBeenCalledTimes(2);
      answers[1]!(null);
      await settle();
      expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
      answers[0]!(session);
      await settle();
      expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    });

    it('asks again during the first fetch, still loading until the later answer', async () => {
      const { load, answers } = heldFetches();
      const { actor } = start(load);
      actor.send({ type: 'SESSION_MESSAGE' });
      expect(load).toHaveBeenCalledTimes(2);
      answers[0]!(session);
      await settle();
      expect(statusOf(actor.getSnapshot())).toBe('loading');
      answers[1]!(null);
      await settle();
      expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    });
  });

  it('signs in, loads the new session and tells the other tabs', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => null);
    const { actor, fakes } = start(load);
    await settle();
    fakes.signIn.mockResolvedValue({ error: null, status: 200, ok: true, url: 'http://localhost/attractions' });
    load.mockResolvedValue(session);
    const request = { provider: 'order', options: { orderNumber: 'CP-100001', email: 'a@example.com', redirect: false } };
    actor.send({ type: 'SIGN_IN', request });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(fakes.signIn).toHaveBeenCalledWith(request);
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.signIn).toEqual({ result: expect.objectContaining({ ok: true }) });
    expect(fakes.broadcast).toHaveBeenCalledTimes(1);
  });

  it('keeps the visitor signed out after a refused sign-in and keeps the result', async () => {
    const { actor, fakes } = start(jest.fn(async () => null));
    await settle();
    const refused = { error: 'ORDER_NOT_FOUND', status: 401, ok: false, url: null };
    fakes.signIn.mockResolvedValue(refused);
    actor.send({ type: 'SIGN_IN', request: { provider: 'order', options: {} } });
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    expect(actor.getSnapshot().context.signIn).toEqual({ result: refused });
    expect(fakes.load).toHaveBeenCalledTimes(1);
    expect(fakes.broadcast).not.toHaveBeenCalled();
  });

  it('records a sign-in that failed to reach the server', async () => {
    const { actor, fakes } = start(jest.fn(async () => null));
    await settle();
    fakes.signIn.mockRejectedValue(new TypeError('Failed to fetch'));
    actor.send({ type: 'SIGN_IN', request: { provider: 'order', options: {} } });
    await settle();
    expect(actor.getSnapshot().context.signIn).toEqual({ failure: expect.any(TypeError) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('signs out without redirect: signed out, and polling stops', async () => {
    const { actor, fakes } = start(jest.fn(async () => session));
    fakes.signOut.mockResolvedValue({ url: 'http://localhost/' });
    await settle();
    actor.send({ type: 'SIGN_OUT', callbackUrl: '/?error=SESSION_EXPIRED', redirect: false });
    await settle();
    expect(fakes.signOut).toHaveBeenCalledWith({ callbackUrl: '/?error=SESSION_EXPIRED', redirect: false });
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS * 2);
    expect(fakes.load).toHaveBeenCalledTimes(1);
  });

  it('signs out with redirect: keeps the session while the page leaves, and stops polling', async () => {
    const { actor, fakes } = start(jest.fn(async () => session));
    fakes.signOut.mockResolvedValue(undefined);
    await settle();
    actor.send({ type: 'SIGN_OUT', callbackUrl: '/?error=SESSION_EXPIRED' });
    await settle();
    expect(fakes.signOut).toHaveBeenCalledWith({ callbackUrl: '/?error=SESSION_EXPIRED', redirect: undefined });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS * 2);
    expect(fakes.load).toHaveBeenCalledTimes(1);
  });

  it('updates while signed in: loading, then the new session, broadcast', async () => {
    const { actor, fakes } = start(jest.fn(async () => session));
    await settle();
    const renewed = { ...session, expires: '2031-01-01T00:00:00.000Z' };
    fakes.update.mockResolvedValue(renewed);
    actor.send({ type: 'UPDATE', data: { hello: 1 } });
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(fakes.update).toHaveBeenCalledWith({ hello: 1 });
    expect(actor.getSnapshot().context.session).toEqual(renewed);
    expect(actor.getSnapshot().context.updated).toEqual(renewed);
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(fakes.broadcast).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when an update returns nothing, and ignores update while signed out', async () => {
    const signedIn = start(jest.fn(async () => session));
    await settle();
    signedIn.actor.send({ type: 'UPDATE' });
    await settle();
    expect(signedIn.actor.getSnapshot().context.session).toEqual(session);
    expect(signedIn.fakes.broadcast).not.toHaveBeenCalled();

    const signedOut = start(jest.fn(async () => null));
    await settle();
    signedOut.actor.send({ type: 'UPDATE' });
    await settle();
    expect(signedOut.fakes.update).not.toHaveBeenCalled();
  });

  it('reports a failed first fetch as CLIENT_SESSION_ERROR material and settles signed out', async () => {
    const failure = new Error('offline');
    const { actor, fakes } = start(jest.fn(async () => Promise.reject(failure)));
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    expect(fakes.report).toHaveBeenCalledWith(failure);
  });

  it('keeps the session when a background refetch fails, and keeps polling', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => session);
    const { actor, fakes } = start(load);
    await settle();
    load.mockRejectedValueOnce(new Error('offline'));
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS);
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(fakes.report).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(SESSION_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('session machine: a magic-link token the page was opened with', () => {
  const magicLink = { token: 'tok-1', returnTo: '/bookings?tab=1' };
  const answering = (result: SignInResult) => jest.fn(async (_request: SignInRequest): Promise<SignInResult | undefined> => result);
  const signedIn = () => answering({ error: null, status: 200, ok: true, url: 'http://localhost/bookings?tab=1' });

  it('signs in with it when no one is signed in, loading throughout, then tells the other tabs', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => session);
    const { actor, fakes } = start(load, { initialSession: null, magicLink, signIn: signedIn() });
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(fakes.signIn).toHaveBeenCalledWith({
      provider: 'magic-link-token',
      options: { magicLinkToken: 'tok-1', callbackUrl: '/bookings?tab=1', redirect: false },
    });
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(fakes.broadcast).toHaveBeenCalledTimes(1);
    expect(fakes.leave).not.toHaveBeenCalled();
  });

  it('stays loading while the session after the sign-in is read, so a guarded page does not leave', async () => {
    let answer: (value: SessionData | null) => void = () => undefined;
    const load = jest.fn(() => new Promise<SessionData | null>((resolve) => (answer = resolve)));
    const { actor } = start(load, { initialSession: null, magicLink, signIn: signedIn() });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    answer(session);
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
  });

  it('asks the server first when the page did not say, and ignores the token for a visitor already signed in', async () => {
    const { actor, fakes } = start(jest.fn(async () => session), { magicLink });
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('authenticated');
    expect(fakes.signIn).not.toHaveBeenCalled();
  });

  it('leaves for sign-in with the refusal and the return address, still loading, when the token is refused', async () => {
    const signIn = answering({ error: 'TOKEN_EXPIRED', status: 401, ok: false, url: null });
    const { actor, fakes } = start(jest.fn(async () => null), { initialSession: null, magicLink, signIn });
    await settle();
    expect(fakes.leave).toHaveBeenCalledWith('/?error=TOKEN_EXPIRED&callbackUrl=%2Fbookings%3Ftab%3D1');
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    expect(fakes.load).not.toHaveBeenCalled();
  });

  it('leaves for sign-in with SOMETHING_WRONG when the sign-in could not reach the server', async () => {
    const signIn = jest.fn(async (_request: SignInRequest): Promise<SignInResult | undefined> => Promise.reject(new TypeError('Failed to fetch')));
    const { fakes } = start(jest.fn(async () => null), { initialSession: null, magicLink, signIn });
    await settle();
    expect(fakes.leave).toHaveBeenCalledWith('/?error=SOMETHING_WRONG&callbackUrl=%2Fbookings%3Ftab%3D1');
  });

  it('uses the token once: a later sign-out elsewhere leaves the visitor signed out', async () => {
    const load = jest.fn<Promise<SessionData | null>, []>(async () => session);
    const { actor, fakes } = start(load, { initialSession: null, magicLink, signIn: signedIn() });
    await settle();
    load.mockResolvedValue(null);
    actor.send({ type: 'SESSION_MESSAGE' });
    await settle();
    expect(statusOf(actor.getSnapshot())).toBe('unauthenticated');
    expect(fakes.signIn).toHaveBeenCalledTimes(1);
  });
});
