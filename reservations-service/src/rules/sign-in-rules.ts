import type { ErrorCode } from '../error-codes';
import type { OrderState } from '../orders';

const refusalByState: Record<OrderState, ErrorCode | null> = {
  active: null,
  cancelled: 'ORDER_CANCELLED',
  unverified_email: 'UNVERIFIED_EMAIL',
  too_large: 'AUTH-006',
  registering: 'AUTH-007',
};

/** Why an order in this state may not sign in, or null when it may. */
export function signInRefusal(state: OrderState): ErrorCode | null {
  return refusalByState[state];
}
