import { createAutomaticCanaryStop, type CanaryControl } from './automatic-stop';
import { canaryRuleOf, releaseSettingsSchema } from '../settings';
import { createHealthWindow } from './health-window';

const CANARY = '0.2.0-0123456789ab';
const STABLE = '0.1.0-0123456789ab';

function setUp() {
  const window = createHealthWindow({ windowMs: 600_000, now: () => 1_000_000 });
  let canary: string | null = CANARY;
  let run = 1;
  const control = {
    current: jest.fn(async () => (canary === null ? null : { canary, stable: STABLE, run })),
    stop: jest.fn(async () => {
      canary = null;
    }),
  } satisfies CanaryControl;
  const logger = { warn: jest.fn(), error: jest.fn() };
  const onCounted = createAutomaticCanaryStop({ window, rule: canaryRuleOf(releaseSettingsSchema.parse({})), control, logger });
  /** Counts an outcome and hands it on, as the recorder does. */
  const outcome = async (version: string, failed: boolean) => {
    await window.add('bookings', version, failed);
    return onCounted({ remote: 'bookings', version, failed });
  };
  const startAgain = () => {
    canary = CANARY;
    run += 1;
  };
  return { control, logger, outcome, startAgain, setCanary: (version: string | null) => (canary = version) };
}

describe('the automatic canary stop', () => {
  it('stops the canary once its failures pass the rule, saying why, and never twice', async () => {
    const { control, outcome } = setUp();
    for (let i = 0; i < 30; i += 1) await outcome(STABLE, false);
    // Judged after each failure: under 20 loads, nothing is stopped.
    for (let i = 0; i < 5; i += 1) await outcome(CANARY, true);
    for (let i = 0; i < 19; i += 1) await outcome(CANARY, false);
    expect(control.stop).not.toHaveBeenCalled();
    await outcome(CANARY, true);
    await Promise.all([outcome(CANARY, true), outcome(CANARY, true)]);
    expect(control.stop).toHaveBeenCalledTimes(1);
    expect(control.stop).toHaveBeenCalledWith('bookings', CANARY, `canary ${CANARY} failed 6 of 25 page loads (24%), stable 0 of 30 (0%)`);
  });

  it('stops a canary once however many failures arrive at once', async () => {
    const { control, outcome } = setUp();
    for (let i = 0; i < 19; i += 1) await outcome(CANARY, true);
    await Promise.all([outcome(CANARY, true), outcome(CANARY, true), outcome(CANARY, true)]);
    expect(control.stop).toHaveBeenCalledTimes(1);
  });

  it('stops the same version again when it is started as a canary anew', async () => {
    const { control, outcome, startAgain } = setUp();
    for (let i = 0; i < 20; i += 1) await outcome(CANARY, true);
    startAgain();
    await outcome(CANARY, true);
    expect(control.stop).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a release that is not the canary (stable, or a canary already ended)', async () => {
    const { control, outcome, setCanary } = setUp();
    for (let i = 0; i < 30; i += 1) await outcome(STABLE, true);
    setCanary(null);
    for (let i = 0; i < 30; i += 1) await outcome(CANARY, true);
    expect(control.stop).not.toHaveBeenCalled();
  });

  it('logs a registry that cannot be read or changed, and goes on', async () => {
    const { control, logger, outcome } = setUp();
    control.current.mockRejectedValueOnce(new Error('disk full'));
    await outcome(CANARY, true);
    expect(logger.error).toHaveBeenCalled();
  });
});
