import { randomUUID } from 'node:crypto';
import type { Db } from './db/open-database';
import { preparedOnce } from './db/prepared-once';
import type { HeldReservation, SlotFacts } from './rules/booking-rules';

interface TimeslotRow {
  id: number;
  offer_id: string;
  starts_at: number;
  local_date: string;
  capacity: number;
}

const activeBookedIn = `
  SELECT count(*) FROM reservations r JOIN bookings b ON b.id = r.booking_id
  WHERE b.timeslot_id = t.id AND b.status = 'active'`;

/** Future timeslots of an offer in [from, until] with room for `passes` passes, earliest first. */
const selectOpenTimeslots = preparedOnce(
  `SELECT t.id, t.starts_at FROM timeslots t
   WHERE t.offer_id = ? AND t.starts_at > ? AND t.starts_at <= ? AND t.capacity - (${activeBookedIn}) >= ?
   ORDER BY t.starts_at`,
);

export function openTimeslots(db: Db, offerId: string, from: number, until: number, passes: number) {
  return selectOpenTimeslots(db).all(offerId, from, until, passes) as { id: number; starts_at: number }[];
}

const selectSlotFacts = preparedOnce(
  `SELECT t.id, t.offer_id, t.starts_at, t.local_date, t.capacity,
    (SELECT count(*) FROM reservations r JOIN bookings b ON b.id = r.booking_id
     WHERE b.timeslot_id = t.id AND b.status = 'active' AND b.id IS NOT ?) AS booked
   FROM timeslots t WHERE t.id = ?`,
);

export function slotFacts(db: Db, timeslotId: number, exceptBookingId: string | null): SlotFacts | undefined {
  const row = selectSlotFacts(db).get(exceptBookingId, timeslotId) as (TimeslotRow & { booked: number }) | undefined;
  return (
    row && {
      id: row.id,
      offerId: row.offer_id,
      startsAt: row.starts_at,
      localDate: row.local_date,
      capacity: row.capacity,
      booked: row.booked,
    }
  );
}

export function heldReservations(db: Db, passNumbers: readonly string[], exceptBookingId: string | null): HeldReservation[] {
  const placeholders = passNumbers.map(() => '?').join(', ');
  return db
    .prepare(
      `SELECT r.pass_number AS passNumber, b.offer_id AS offerId, t.id AS timeslotId, t.starts_at AS startsAt, t.local_date AS localDate
       FROM reservations r JOIN bookings b ON b.id = r.booking_id JOIN timeslots t ON t.id = b.timeslot_id
       WHERE b.status = 'active' AND b.id IS NOT ? AND r.pass_number IN (${placeholders})`,
    )
    .all(exceptBookingId, ...passNumbers) as HeldReservation[];
}

const insertGroup = preparedOnce("INSERT INTO bookings (id, order_id, offer_id, timeslot_id, status, created_at) VALUES (?, ?, ?, ?, 'active', ?)");
const insertReservation = preparedOnce('INSERT INTO reservations (booking_id, pass_number) VALUES (?, ?)');

export function insertBooking(
  db: Db,
  booking: { orderId: number; offerId: string; timeslotId: number; passNumbers: readonly string[]; now: number },
): string {
  const id = randomUUID();
  insertGroup(db).run(
    id,
    booking.orderId,
    booking.offerId,
    booking.timeslotId,
    booking.now,
  );
  const reservation = insertReservation(db);
  for (const passNumber of booking.passNumbers) reservation.run(id, passNumber);
  return id;
}

export interface BookingGroupRow {
  booking_id: string;
  offer_id: string;
  attraction_name: string;
  timeslot_id: number;
  starts_at: number;
  timezone: string;
  passes: string;
  sequence: number;
}

/** A booking (`b`) with its timeslot (`t`), attraction (`o`) and city (`c`); `r` is free for its reservations. */
export const GROUP_TABLES = 'FROM bookings b JOIN timeslots t ON t.id = b.timeslot_id JOIN offers o ON o.id = b.offer_id JOIN cities c ON c.id = o.city_id';

const selectGroup = `
  SELECT b.id AS booking_id, b.offer_id, o.name AS attraction_name, t.id AS timeslot_id, t.starts_at, c.timezone, b.sequence,
    (SELECT group_concat(r.pass_number, ',') FROM (SELECT pass_number FROM reservations WHERE booking_id = b.id ORDER BY pass_number) r) AS passes
  ${GROUP_TABLES}`;

const selectActiveGroupsOfOrder = preparedOnce(`${selectGroup} WHERE b.order_id = ? AND b.status = 'active' AND t.starts_at > ? ORDER BY t.starts_at, b.created_at`);
const selectActiveGroup = preparedOnce(`${selectGroup} WHERE b.id = ? AND b.order_id = ? AND b.status = 'active'`);
const updateCancelled = preparedOnce("UPDATE bookings SET status = 'cancelled', sequence = sequence + 1 WHERE id = ?");
const updateTimeslot = preparedOnce('UPDATE bookings SET timeslot_id = ?, sequence = sequence + 1 WHERE id = ?');

export function activeGroupsOfOrder(db: Db, orderId: number, startingAfter: number): BookingGroupRow[] {
  return selectActiveGroupsOfOrder(db).all(orderId, startingAfter) as BookingGroupRow[];
}

export function findActiveGroup(db: Db, bookingId: string, orderId: number): BookingGroupRow | undefined {
  return selectActiveGroup(db).get(bookingId, orderId) as BookingGroupRow | undefined;
}

export function cancelGroup(db: Db, bookingId: string): void {
  updateCancelled(db).run(bookingId);
}

export function moveGroup(db: Db, bookingId: string, timeslotId: number): void {
  updateTimeslot(db).run(timeslotId, bookingId);
}
