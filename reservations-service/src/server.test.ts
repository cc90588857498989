import fs from 'node:fs';
import { startUpstream } from './server';
import { bookingBody, call, newVisitor, signIn, slotsOf, startTempUpstream } from './testing/temp-upstream';

const DAY = 24 * 60 * 60 * 1000;

describe('reference upstream: capacity under concurrency and persistence', () => {
  it('lets exactly 10 of 50 concurrent bookings into a slot of capacity 10', async () => {
    const upstream = await startTempUpstream();
    try {
      const slot = slotsOf(upstream, 'ams-rijksmuseum').find((s) => s.starts_at > Date.now() + 3 * DAY);
      if (!slot) throw new Error('no slot');
      upstream.db.prepare('UPDATE timeslots SET capacity = 10 WHERE id = ?').run(slot.id);
      const visitors = await Promise.all(Array.from({ length: 50 }, () => newVisitor(upstream)));
      const answers = await Promise.all(
        visitors.map((v) => call(upstream.url, 'POST', '/booking', { token: v.token, body: bookingBody('ams-rijksmuseum', slot, v.passes) })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 409 && a.body.error_code === 'TIMESLOT_UNAVAILABLE')).toHaveLength(40);
      const stored = upstream.db
        .prepare("SELECT count(*) AS n FROM reservations r JOIN bookings b ON b.id = r.booking_id WHERE b.timeslot_id = ? AND b.status = 'active'")
        .get(slot.id) as { n: number };
      expect(stored.n).toBe(10);
    } finally {
      await upstream.dispose();
    }
  });

  it('keeps bookings and sign-ins across a restart on the same data folder', async () => {
    const first = await startTempUpstream();
    const token = await signIn(first.url, 'CP-100001', 'three.passes@example.com');
    const slot = slotsOf(first, 'ams-canal-cruise').find((s) => s.starts_at > Date.now() + 2 * DAY);
    if (!slot) throw new Error('no slot');
    const passes = ['100000000011', '100000000012', '100000000013'];
    expect((await call(first.url, 'POST', '/booking', { token, body: bookingBody('ams-canal-cruise', slot, passes) })).status).toBe(201);
    const before = await call(first.url, 'GET', '/reservations', { token });
    await first.close();

    const second = await startUpstream({ dataDir: first.dataDir, port: 0, demoOrders: true });
    try {
      const after = await call(second.url, 'GET', '/reservations', { token });
      expect(after).toEqual(before);
      expect(after.body[0].passes).toEqual(passes);
      const orders = second.db.prepare("SELECT count(*) AS n FROM orders WHERE order_number LIKE 'CP-1%'").get() as { n: number };
      expect(orders.n).toBe(7);
    } finally {
      await second.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('without demo orders, seeds the catalogue alone: a fresh database can be booked against, yet no demo order signs in', async () => {
    const upstream = await startTempUpstream({ demoOrders: false });
    try {
      const count = (table: string) => (upstream.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect({ cities: count('cities'), offers: count('offers'), orders: count('orders') }).toEqual({ cities: 3, offers: 30, orders: 0 });
      expect(slotsOf(upstream, 'ams-rijksmuseum').length).toBeGreaterThan(0);
      const demo = await call(upstream.url, 'POST', '/auth/order', { body: { orderNumber: 'CP-100001', email: 'three.passes@example.com' } });
      expect(demo.body.error_code).toBe('ORDER_NOT_FOUND');
      const visitor = await newVisitor(upstream);
      expect((await call(upstream.url, 'GET', '/offers', { token: visitor.token })).body).toHaveLength(10);
    } finally {
      await upstream.dispose();
    }
  });

  it('answers /healthz', async () => {
    const upstream = await startTempUpstream();
    try {
      expect((await call(upstream.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await upstream.dispose();
    }
  });
});

describe('reference upstream: expired access token', () => {
  it('answers 401 SESSION_EXPIRED once the token has expired', async () => {
    let clock = Date.now();
    const upstream = await startTempUpstream({ now: () => clock, accessTokenTtlMs: 60_000 });
    try {
      const visitor = await newVisitor(upstream);
      expect((await call(upstream.url, 'GET', '/offers', { token: visitor.token })).status).toBe(200);
      clock += 61_000;
      expect(await call(upstream.url, 'GET', '/offers', { token: visitor.token })).toEqual({
        status: 401,
        body: { error_code: 'SESSION_EXPIRED', message: expect.any(String) },
      });
    } finally {
      await upstream.dispose();
    }
  });
});
