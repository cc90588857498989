import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Reservation } from '../api/reservations';

export const rijksmuseum: Reservation = {
  booking_id: 'bk-rijks',
  offer_id: 'ams-rijksmuseum',
  attraction_name: 'Rijksmuseum',
  time_slot: { id: '101', date_time: '2030-06-12T08:00:00.000Z' },
  timezone: 'Europe/Amsterdam',
  passes: ['100000000011', '100000000012', '100000000013'],
  amendable_until: '2030-06-11T08:00:00.000Z',
};

export const anneFrank: Reservation = {
  booking_id: 'bk-anne',
  offer_id: 'ams-anne-frank-house',
  attraction_name: 'Anne Frank House',
  time_slot: { id: '55', date_time: '2030-06-10T12:30:00.000Z' },
  timezone: 'Europe/Amsterdam',
  passes: ['100000000011'],
  amendable_until: '2030-06-09T12:30:00.000Z',
};

/** As the upstream might answer: not in date order. */
export const unsortedReservations: Reservation[] = [rijksmuseum, anneFrank];

export const rijksmuseumSlots: AvailabilityEntry[] = [
  { id: '101', date_time: '2030-06-12T08:00:00.000Z', timezone: 'Europe/Amsterdam' },
  { id: '102', date_time: '2030-06-12T08:30:00.000Z', timezone: 'Europe/Amsterdam' },
  { id: '201', date_time: '2030-06-13T12:00:00.000Z', timezone: 'Europe/Amsterdam' },
];
