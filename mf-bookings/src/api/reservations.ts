import type { AmendPayload, Reservation } from '@citypass/contracts';

export type { AmendPayload, Reservation };
export type TimeSlot = Reservation['time_slot'];
