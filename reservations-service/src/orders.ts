import type { Db } from './db/open-database';

export type OrderState = 'active' | 'cancelled' | 'unverified_email' | 'registering' | 'too_large';

export interface Order {
  id: number;
  order_number: string;
  email: string;
  city_id: string;
  state: OrderState;
}

export interface Pass {
  pass_number: string;
  valid_from: number;
  valid_until: number;
  scanned: number;
}

export function findOrderByNumber(db: Db, orderNumber: string): Order | undefined {
  return db.prepare('SELECT * FROM orders WHERE order_number = ?').get(orderNumber.trim().toUpperCase()) as Order | undefined;
}

export function findOrderById(db: Db, id: number): Order | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Order | undefined;
}

export function passesOfOrder(db: Db, orderId: number): Pass[] {
  return db
    .prepare('SELECT pass_number, valid_from, valid_until, scanned FROM passes WHERE order_id = ? ORDER BY pass_number')
    .all(orderId) as Pass[];
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
