import { signInWith } from '../auth/testing/auth-flow';
import { http } from '../auth/testing/http';
import { startTestBff, type TestBff } from '../security/testing/test-bff';
import { startUpstream, type RunningUpstream } from '@citypass/reservations-service';
import { bookingBody, insertOrder, slotsOf } from '@citypass/reservations-service/testing';

const DAY = 24 * 3600 * 1000;
const OFFER = 'ams-rijksmuseum';
const CAPACITY = 10;
const VISITORS = 40;

describe('the last seats, booked through the BFF by many visitors while the upstream restarts', () => {
  let app: TestBff;
  let upstream: RunningUpstream;

  beforeAll(async () => {
    app = await startTestBff();
    upstream = app.bff.embedded!;
  });

  afterAll(() => app.close());

  const activeInSlot = (db: RunningUpstream['db'], slotId: number) =>
    db
      .prepare("SELECT b.id AS booking_id, r.pass_number FROM reservations r JOIN bookings b ON b.id = r.booking_id WHERE b.timeslot_id = ? AND b.status = 'active'")
      .all(slotId) as Array<{ booking_id: string; pass_number: string }>;

  it('never overbooks, never loses a confirmed booking, and keeps the data across the restart', async () => {
    const slot = slotsOf(upstream, OFFER).find((s) => s.starts_at > Date.now() + 3 * DAY)!;
    upstream.db.prepare('UPDATE timeslots SET capacity = ? WHERE id = ?').run(CAPACITY, slot.id);
    const visitors: Array<{ cookies: Record<string, string>; pass: string }> = [];
    for (let i = 0; i < VISITORS; i += 1) {
      const orderNumber = `CP-L${process.pid}-${i}`;
      const email = `last.seat.${i}@example.com`;
      const pass = String(800_000_000_000 + process.pid * 100 + i).slice(0, 12);
      insertOrder(upstream.db, { orderNumber, email, cityId: 'ams', state: 'active', passes: [{ passNumber: pass, validFromDays: -1, validUntilDays: 365, scanned: true }] }, Date.now());
      const { cookies } = await signInWith(app.url, 'order', { orderNumber, email });
      visitors.push({ cookies, pass });
    }
    const book = (visitor: (typeof visitors)[number]) =>
      http(`${app.url}/api/proxy/booking`, { json: bookingBody(OFFER, slot, [visitor.pass]), cookies: visitor.cookies });

    const { port } = upstream;
    const firstRound = visitors.map(book);
    await new Promise((resolve) => setTimeout(resolve, 15));
    await upstream.close();
    upstream = await startUpstream({ dataDir: app.dataDir, port, host: '127.0.0.1', demoOrders: true });
    app.bff.embedded = upstream;
    const answers = await Promise.all(firstRound);

    for (const answer of answers) {
      expect([201, 409, 502]).toContain(answer.status);
      if (answer.status === 409) expect(answer.json().error_code).toBe('TIMESLOT_UNAVAILABLE');
      if (answer.status === 502) expect(answer.json().error_code).toBe('UPSTREAM_UNAVAILABLE');
    }
    // Visitors whose call met the restart try again, as the product lets them.
    const retried = await Promise.all(visitors.map((visitor, i) => (answers[i]!.status === 502 ? book(visitor) : answers[i]!)));
    const confirmed = retried.flatMap((answer, i) => (answer.status === 201 ? [{ bookingId: answer.json()[0].booking_id as string, visitor: visitors[i]! }] : []));

    const stored = activeInSlot(upstream.db, slot.id);
    expect(stored.length).toBeLessThanOrEqual(CAPACITY);
    expect(stored.length).toBe(CAPACITY);
    expect(confirmed.length).toBeLessThanOrEqual(CAPACITY);
    for (const { bookingId, visitor } of confirmed) {
      expect(stored).toContainEqual({ booking_id: bookingId, pass_number: visitor.pass });
      const mine = await http(`${app.url}/api/proxy/reservations`, { cookies: visitor.cookies });
      expect(mine.json().map((group: { booking_id: string }) => group.booking_id)).toEqual([bookingId]);
    }
  }, 60_000);
});
