import type { ScenarioName } from './scenario-names';
import type { ErrorCode } from './error-codes';

export type UpstreamCall =
  | 'signIn'
  | 'offers'
  | 'offer'
  | 'availability'
  | 'booking'
  | 'reservations'
  | 'cancel'
  | 'amend'
  | 'passes';

type ScenarioOutcome = { kind: 'error'; code: ErrorCode } | { kind: 'empty-list' } | { kind: 'slow' } | null;

const productCalls: readonly UpstreamCall[] = ['offers', 'offer', 'availability', 'booking', 'reservations', 'cancel', 'amend', 'passes'];

/** What a scenario does to a call; null means the call runs normally. */
export function scenarioOutcome(scenario: ScenarioName | null, call: UpstreamCall): ScenarioOutcome {
  switch (scenario) {
    case 'ADAPTOR_ERROR':
      return ['availability', 'booking', 'cancel', 'amend'].includes(call) ? { kind: 'error', code: 'ADAPTOR_ERROR' } : null;
    case 'AV-004':
      return ['availability', 'booking'].includes(call) ? { kind: 'error', code: 'AV-004' } : null;
    case 'EMPTY_AVAILABILITY':
      return call === 'availability' ? { kind: 'empty-list' } : null;
    case 'EMPTY_PASSES':
      return call === 'passes' ? { kind: 'empty-list' } : null;
    case 'AUTH-008':
      return call === 'signIn' ? { kind: 'error', code: 'AUTH-008' } : null;
    case 'TIMESLOT_UNAVAILABLE':
      return ['booking', 'amend'].includes(call) ? { kind: 'error', code: 'TIMESLOT_UNAVAILABLE' } : null;
    case 'SESSION_EXPIRED':
      return productCalls.includes(call) ? { kind: 'error', code: 'SESSION_EXPIRED' } : null;
    case 'SLOW_RESPONSE':
      return { kind: 'slow' };
    case 'SERVER_ERROR':
      return { kind: 'error', code: 'INTERNAL_ERROR' };
    case null:
      return null;
  }
}
