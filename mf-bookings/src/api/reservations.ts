import type { AmendPayload, ProxyResponse, Reservation } from '@citypass/contracts';
import { proxyRequest } from '@citypass/shared-ui/api/proxy-client';

export type { AmendPayload, Reservation };
export type TimeSlot = Reservation['time_slot'];

export function fetchReservations(signal?: AbortSignal): Promise<Reservation[]> {
  return proxyRequest('reservations', 'GET', 'reservations', undefined, signal ? { signal } : {});
}

export function cancelReservation(bookingId: string): Promise<ProxyResponse<'cancelReservation'>> {
  return proxyRequest('cancelReservation', 'DELETE', `reservations/groups/${encodeURIComponent(bookingId)}`);
}

export function amendReservation(payload: AmendPayload): Promise<Reservation> {
  return proxyRequest('amendReservation', 'PATCH', `reservations/groups/${encodeURIComponent(payload.bookingId)}`, payload);
}
