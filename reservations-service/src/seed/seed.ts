import type { Db } from '../db/open-database';
import { addDays, localDateOf, zonedTimeToUtc } from '../zoned-time';
import { BOOKING_HORIZON_DAYS, cities, offers, slotTimes } from './catalogue';
import { demoOrders, type OrderSeed } from './demo-orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Brings the catalogue up to date and tops up timeslots; with `demoOrders`, also seeds the demo
 * orders into a database without orders. The catalogue is what any order books against, so a
 * database without demo orders still has it.
 */
export function seedDatabase(db: Db, now: number, options: { demoOrders: boolean }): void {
  db.transaction(() => {
    const insertCity = db.prepare('INSERT OR IGNORE INTO cities (id, name, timezone) VALUES (?, ?, ?)');
    for (const city of cities) insertCity.run(city.id, city.name, city.timezone);
    const insertOffer = db.prepare(
      `INSERT OR IGNORE INTO offers (id, city_id, name, description, category, address, image_url, slot_capacity, requires_scan)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    );
    for (const o of offers) {
      insertOffer.run(o.id, o.cityId, o.name, o.description, o.category, o.address, o.slotCapacity, o.requiresScan ? 1 : 0);
    }
    const orderCount = (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
    if (options.demoOrders && orderCount === 0) for (const order of demoOrders) insertOrder(db, order, now);
  })();
  topUpTimeslots(db, now);
}

export function insertOrder(db: Db, order: Omit<OrderSeed, 'shows'>, now: number): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO orders (order_number, email, city_id, state) VALUES (?, ?, ?, ?)')
    .run(order.orderNumber, order.email, order.cityId, order.state);
  const insertPass = db.prepare(
    'INSERT INTO passes (pass_number, order_id, valid_from, valid_until, scanned) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of order.passes) {
    insertPass.run(p.passNumber, lastInsertRowid, now + p.validFromDays * DAY_MS, now + p.validUntilDays * DAY_MS, p.scanned ? 1 : 0);
  }
  return Number(lastInsertRowid);
}

function topUpTimeslots(db: Db, now: number): void {
  const rows = db
    .prepare('SELECT o.id, o.slot_capacity AS capacity, c.timezone FROM offers o JOIN cities c ON c.id = o.city_id')
    .all() as { id: string; capacity: number; timezone: string }[];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO timeslots (offer_id, starts_at, local_date, capacity) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const offer of rows) {
      const today = localDateOf(now, offer.timezone);
      for (let day = 0; day <= BOOKING_HORIZON_DAYS; day += 1) {
        const date = addDays(today, day);
        for (const { hour, minute } of slotTimes) {
          insert.run(offer.id, zonedTimeToUtc(date, hour, minute, offer.timezone), date, offer.capacity);
        }
      }
    }
  })();
}
