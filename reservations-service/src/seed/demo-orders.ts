import type { OrderState } from '../orders';

interface PassSeed {
  passNumber: string;
  /** Validity relative to the moment of seeding, in days. */
  validFromDays: number;
  validUntilDays: number;
  scanned: boolean;
}

export interface OrderSeed {
  orderNumber: string;
  email: string;
  cityId: string;
  state: OrderState;
  passes: PassSeed[];
  shows: string;
}

const pass = (passNumber: string, validUntilDays = 365, scanned = true): PassSeed => ({
  passNumber,
  validFromDays: -1,
  validUntilDays,
  scanned,
});

// The demo orders of a fresh database; the README lists them for people trying the product.
export const demoOrders: readonly OrderSeed[] = [
  {
    orderNumber: 'CP-100001',
    email: 'three.passes@example.com',
    cityId: 'ams',
    state: 'active',
    passes: [pass('100000000011'), pass('100000000012'), pass('100000000013')],
    shows: 'A normal order: three passes in Amsterdam, valid for a year.',
  },
  {
    orderNumber: 'CP-100002',
    email: 'one.pass@example.com',
    cityId: 'nyc',
    state: 'active',
    passes: [pass('100000000021', 7)],
    shows: 'One pass in New York, valid for 7 days only: availability stops there, and booking a later timeslot answers RESERVATION_OUTSIDE_PASS_DURATION.',
  },
  {
    orderNumber: 'CP-100003',
    email: 'four.passes@example.com',
    cityId: 'tyo',
    state: 'active',
    passes: [pass('100000000031'), pass('100000000032'), pass('100000000033'), pass('100000000034', 365, false)],
    shows: 'Four passes in Tokyo (the long no-availability message); the fourth is not scanned yet, so booking teamLab Planets with it answers AV-004.',
  },
  {
    orderNumber: 'CP-100004',
    email: 'cancelled@example.com',
    cityId: 'ams',
    state: 'cancelled',
    passes: [pass('100000000041')],
    shows: 'Sign-in answers ORDER_CANCELLED.',
  },
  {
    orderNumber: 'CP-100005',
    email: 'unverified@example.com',
    cityId: 'ams',
    state: 'unverified_email',
    passes: [pass('100000000051')],
    shows: 'Sign-in answers UNVERIFIED_EMAIL.',
  },
  {
    orderNumber: 'CP-100006',
    email: 'registering@example.com',
    cityId: 'nyc',
    state: 'registering',
    passes: [pass('100000000061')],
    shows: 'Sign-in answers AUTH-007 (pass details still being registered).',
  },
  {
    orderNumber: 'CP-100007',
    email: 'too.large@example.com',
    cityId: 'tyo',
    state: 'too_large',
    passes: [pass('100000000071'), pass('100000000072')],
    shows: 'Sign-in answers AUTH-006 (order too large to handle online).',
  },
];
