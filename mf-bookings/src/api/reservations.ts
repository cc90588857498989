import { proxyRequest } from '@citypass/shared-ui/src/api/proxy-client';

export interface TimeSlot {
  id: string;
  date_time: string;
}

/** One booking group: every pass booked together into one timeslot of one attraction. */
export interface Reservation {
  booking_id: string;
  offer_id: string;
  attraction_name: string;
  time_slot: TimeSlot;
  timezone: string;
  passes: string[];
  /** When cancel and amend close; the spec does not name it, so another reservations service may leave it out. */
  amendable_until?: string;
}

/** The spec's amend payload (section 3): the whole group moves to another timeslot of the same offer. */
export interface AmendPayload {
  bookingId: string;
  offer_id: string;
  time_slot: TimeSlot;
}

export interface CancelResult {
  booking_id: string;
  status: 'cancelled';
}

export function fetchReservations(signal?: AbortSignal): Promise<Reservation[]> {
  return proxyRequest<Reservation[]>('GET', 'reservations', undefined, signal ? { signal } : {});
}

export function cancelReservation(bookingId: string): Promise<CancelResult> {
  return proxyRequest<CancelResult>('DELETE', `reservations/groups/${encodeURIComponent(bookingId)}`);
}

export function amendReservation(payload: AmendPayload): Promise<Reservation> {
  return proxyRequest<Reservation>('PATCH', `reservations/groups/${encodeURIComponent(payload.bookingId)}`, payload);
}
